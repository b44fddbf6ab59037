import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { CallerDirectory } from './caller-directory.js';

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
      exports: [RpcClient, CallerDirectory],
    };
  }
}
