import { Inject, type Provider } from '@nestjs/common';
import { provideBlobStore } from '@rubrica/service-kit/blob-store-provider';
import { SIGNING_CONFIG } from '../signing-config.module.js';

/** Token of the blob store holding documents, revisions, sealed files and signature images. */
export const SIGNING_BLOB_STORE = 'SIGNING_BLOB_STORE';
export const InjectBlobStore = (): ParameterDecorator => Inject(SIGNING_BLOB_STORE);

/** Add to a module's providers to inject `@InjectBlobStore() blobs: BlobStore`. */
export const blobStoreProvider: Provider = provideBlobStore(SIGNING_BLOB_STORE, SIGNING_CONFIG);
