import { Global, Module, type DynamicModule } from '@nestjs/common';
import { NatsConnectionManager } from './nats-connection.manager.js';
import { NatsReadinessCheck } from './nats-readiness.check.js';

export interface NatsModuleOptions {
  url: string;
  /** Client name shown by the server, e.g. `envelopes` or `signing-worker`. */
  name: string;
  /** How long start-up waits for the first connection before going on without it. */
  startupWaitMs?: number;
}

/** One NATS connection per process, shared by the RPC client, JetStream and readiness. */
@Global()
@Module({})
export class NatsModule {
  static forRoot(options: NatsModuleOptions): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        {
          provide: NatsConnectionManager,
          useFactory: async () => {
            const manager = new NatsConnectionManager({ url: options.url, name: options.name });
            await manager.start(options.startupWaitMs ?? 2_000);
            return manager;
          },
        },
        NatsReadinessCheck,
      ],
      exports: [NatsConnectionManager, NatsReadinessCheck],
    };
  }
}
