import { Inject, type Provider } from '@nestjs/common';
import { provideBlobStore } from '@rubrica/service-kit/blob-store-provider';
import { RpcClient } from '@rubrica/messaging';
import type { IdentityConfig } from '../identity.config.js';
import { IDENTITY_CONFIG } from '../identity-config.module.js';

/** Token of the blob store holding logos and avatars. */
export const IDENTITY_BLOB_STORE = 'IDENTITY_BLOB_STORE';
export const InjectBlobStore = (): ParameterDecorator => Inject(IDENTITY_BLOB_STORE);

/** Add to a module's providers to inject `@InjectBlobStore() blobs: BlobStore`. */
export const blobStoreProvider: Provider = provideBlobStore(IDENTITY_BLOB_STORE, IDENTITY_CONFIG);

/** An RpcClient on the process's NATS (closed with the module). */
export const rpcClientProvider: Provider = {
  provide: RpcClient,
  useFactory: (config: IdentityConfig) =>
    new RpcClient({ natsUrl: config.NATS_URL, name: 'identity-rpc-client', defaultTimeoutMs: 2_000 }),
  inject: [IDENTITY_CONFIG],
};
