import { Global, Module, type DynamicModule } from '@nestjs/common';
import { createBlobStore, type BlobStore } from '@rubrica/blob';
import { RpcModule } from '@rubrica/messaging';
import { FLOW_BLOB_STORE, FLOW_CONFIG, type FlowConfig } from './flow-config.js';
import { FlowQueues } from './flow-queues.js';

/**
 * The envelope flow's shared providers: its settings, the blob store, the job queues it feeds
 * and the RPC client (billing). Global so each feature module of the flow injects them.
 */
@Global()
@Module({})
export class FlowConfigModule {
  static forRoot(config: FlowConfig): DynamicModule {
    return {
      module: FlowConfigModule,
      imports: [RpcModule.register({ natsUrl: config.NATS_URL, name: 'envelopes-rpc' })],
      providers: [
        { provide: FLOW_CONFIG, useValue: config },
        { provide: FLOW_BLOB_STORE, useFactory: (): BlobStore => createBlobStore(config) },
        FlowQueues,
      ],
      exports: [FLOW_CONFIG, FLOW_BLOB_STORE, FlowQueues],
    };
  }
}
