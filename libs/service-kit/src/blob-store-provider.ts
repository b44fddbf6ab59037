import type { Provider } from '@nestjs/common';
import { createBlobStore, type BlobConfig } from '@rubrica/blob';

/**
 * A provider of the process's blob store under `token`, made from the settings injected under
 * `settingsToken` (the service's validated config): `@Inject(token) blobs: BlobStore`.
 */
export function provideBlobStore(token: symbol | string, settingsToken: symbol | string): Provider {
  return {
    provide: token,
    useFactory: (config: BlobConfig & { NODE_ENV?: string }) => createBlobStore(config),
    inject: [settingsToken],
  };
}
