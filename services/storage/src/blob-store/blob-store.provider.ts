import { Inject, type Provider } from '@nestjs/common';
import { provideBlobStore } from '@rubrica/service-kit/blob-store-provider';
import { STORAGE_CONFIG } from '../storage-config.module.js';

/** Token of the blob store every document lives in. */
export const STORAGE_BLOB_STORE = 'STORAGE_BLOB_STORE';
export const InjectBlobStore = (): ParameterDecorator => Inject(STORAGE_BLOB_STORE);

/** Add to a module's providers to inject `@InjectBlobStore() blobs: BlobStore`. */
export const blobStoreProvider: Provider = provideBlobStore(STORAGE_BLOB_STORE, STORAGE_CONFIG);
