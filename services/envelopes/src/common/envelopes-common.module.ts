import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { FLOW_BLOB_STORE } from '../envelope-flow/flow-config.js';
import { CallerDirectory } from './caller-directory.js';
import { ENVELOPES_BLOB_STORE, ENVELOPES_CONFIG } from './envelopes-tokens.js';

/**
 * What every feature of the service shares: the settings validated at start, the blob store (the
 * one FlowConfigModule makes, which the HTTP process always imports beside this), a request-reply
 * client on NATS and the directory of callers' names and e-mails.
 */
@Global()
@Module({})
export class EnvelopesCommonModule {
  static forRoot(config: EnvelopesConfig): DynamicModule {
    return {
      module: EnvelopesCommonModule,
      providers: [
        { provide: ENVELOPES_CONFIG, useValue: config },
        // One blob store per process: the flow's (FlowConfigModule, global), under this name too.
        { provide: ENVELOPES_BLOB_STORE, useExisting: FLOW_BLOB_STORE },
        {
          provide: RpcClient,
          useFactory: () =>
            new RpcClient({
              natsUrl: config.NATS_URL,
              name: 'envelopes-rpc-client',
              defaultTimeoutMs: 3_000,
            }),
        },
        CallerDirectory,
      ],
      exports: [ENVELOPES_CONFIG, ENVELOPES_BLOB_STORE, RpcClient, CallerDirectory],
    };
  }
}
