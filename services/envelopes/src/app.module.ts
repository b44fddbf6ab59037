import { APP_INTERCEPTOR } from '@nestjs/core';
import { httpProcessModule } from '@rubrica/service-kit';
import type { EnvelopesConfig } from './envelopes.config.js';
import { envelopesEntities } from './envelopes.entities.js';
import { envelopesMigrations } from './migrations/index.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { PublicModule } from './public/public.module.js';
import { connectEnvelopesRpcServer } from './public/connect-envelopes-rpc-server.js';
import { FlowConfigModule } from './envelope-flow/flow-config.module.js';
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

/** The envelopes HTTP process: the platform (database, NATS, Redis, probes, outbox) and its features. */
export const AppModule = httpProcessModule((config: EnvelopesConfig) => ({
  service: { name: 'envelopes', entities: envelopesEntities, migrations: envelopesMigrations },
  imports: [
    EnvelopesCommonModule,
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
  // Request-reply (envelopes.resolve_action_token.v1) beside the HTTP routes.
  configure: (app) => connectEnvelopesRpcServer(app, config),
}));
