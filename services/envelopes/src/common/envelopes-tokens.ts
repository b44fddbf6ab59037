import { Inject } from '@nestjs/common';

/** Injection token of the process's validated settings (`EnvelopesConfig`). */
export const ENVELOPES_CONFIG = Symbol('ENVELOPES_CONFIG');
/** Injection token of the blob store holding documents and content images. */
export const ENVELOPES_BLOB_STORE = Symbol('ENVELOPES_BLOB_STORE');

/** `@InjectEnvelopesConfig() config: EnvelopesConfig` */
export const InjectEnvelopesConfig = (): ParameterDecorator => Inject(ENVELOPES_CONFIG);
/** `@InjectBlobStore() blobs: BlobStore` */
export const InjectBlobStore = (): ParameterDecorator => Inject(ENVELOPES_BLOB_STORE);
