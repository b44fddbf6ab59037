import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { eventEntities } from '@rubrica/messaging';
import {
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  NatsModule,
  NatsReadinessCheck,
  OutboxRelayModule,
  RedisModule,
  RedisReadinessCheck,
} from '@rubrica/service-kit';
import type { EnvelopesConfig } from './envelopes.config.js';
import { envelopesEntities } from './envelopes.entities.js';
import { envelopesMigrations } from './migrations/index.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { PublicModule } from './public/public.module.js';
import { FlowConfigModule } from './sending/flow-config.module.js';
import { RecipientLinksModule } from './sending/recipient-links.module.js';
import { SendingModule } from './sending/sending.module.js';
import { SigningFlowModule } from './signing-flow/signing-flow.module.js';
import { VerifierModule } from './verifier/verifier.module.js';
import { EnvelopesCommonModule } from './common/envelopes-common.module.js';
import { RequestOriginInterceptor } from './common/request-origin.interceptor.js';
import { EnvelopesModule } from './envelopes/envelopes.module.js';
import { RecipientsModule } from './recipients/recipients.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { FieldsModule } from './fields/fields.module.js';

/** The envelopes HTTP process: its database, NATS, Redis, probes and outbox relay. */
@Module({})
export class AppModule {
  static forRoot(config: EnvelopesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          name: 'envelopes',
          entities: [...eventEntities, ...envelopesEntities],
          migrations: envelopesMigrations,
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'envelopes' }),
        RedisModule.forRoot({ url: config.REDIS_URL, name: 'envelopes' }),
        HealthModule.forRoot([DatabaseReadinessCheck, NatsReadinessCheck, RedisReadinessCheck]),
        OutboxRelayModule.forService({ service: 'envelopes' }),
        EnvelopesCommonModule.forRoot(config),
        EnvelopesModule,
        RecipientsModule,
        DocumentsModule,
        FieldsModule,
        // The envelope after drafting: send, recipients' links, signing flow, downloads, verifier.
        FlowConfigModule.forRoot(config),
        SendingModule,
        RecipientLinksModule,
        SigningFlowModule,
        PublicModule,
        DownloadsModule,
        VerifierModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: RequestOriginInterceptor }],
    };
  }
}
