import { Global, Module } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { CallerDirectory } from './caller-directory.js';
import { ENVELOPES_CONFIG } from './envelopes-tokens.js';

/**
 * What every feature of the HTTP process shares beside FlowConfigModule (which it always imports
 * too: the settings validated at start and the blob store): a request-reply client on NATS and the
 * directory of callers' names and e-mails.
 */
@Global()
@Module({
  providers: [
    {
      provide: RpcClient,
      useFactory: (config: EnvelopesConfig) =>
        new RpcClient({ natsUrl: config.NATS_URL, name: 'envelopes-rpc-client', defaultTimeoutMs: 3_000 }),
      inject: [ENVELOPES_CONFIG],
    },
    CallerDirectory,
  ],
  exports: [RpcClient, CallerDirectory],
})
export class EnvelopesCommonModule {}
