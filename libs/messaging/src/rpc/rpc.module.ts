import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClient, type RpcClientOptions } from './rpc-client.js';

/** Provides one `RpcClient` (one NATS connection) to the whole application. */
@Module({})
export class RpcModule {
  static register(options: RpcClientOptions): DynamicModule {
    return {
      module: RpcModule,
      global: true,
      providers: [{ provide: RpcClient, useFactory: () => new RpcClient(options) }],
      exports: [RpcClient],
    };
  }
}
