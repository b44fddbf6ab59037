import { Global, Module, type DynamicModule } from '@nestjs/common';
import { createBlobStore, type BlobStore } from '@rubrica/blob';
import { RpcModule } from '@rubrica/messaging';
import { ENVELOPES_BLOB_STORE, ENVELOPES_CONFIG } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';
import { FlowQueues } from './flow-queues.js';

/**
 * What both envelopes processes share: the settings validated at start (`@InjectEnvelopesConfig()`),
 * the one blob store (`@InjectBlobStore()`), the job queues the flow feeds and the RPC client
 * (billing). Global so every feature module injects them.
 */
@Global()
@Module({})
export class FlowConfigModule {
  static forRoot(config: FlowConfig): DynamicModule {
    return {
      module: FlowConfigModule,
      imports: [RpcModule.register({ natsUrl: config.NATS_URL, name: 'envelopes-rpc' })],
      providers: [
        { provide: ENVELOPES_CONFIG, useValue: config },
        { provide: ENVELOPES_BLOB_STORE, useFactory: (): BlobStore => createBlobStore(config) },
        FlowQueues,
      ],
      exports: [ENVELOPES_CONFIG, ENVELOPES_BLOB_STORE, FlowQueues],
    };
  }
}
