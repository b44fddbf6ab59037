export type {
  BlobStore,
  BlobStat,
  BlobRange,
  BlobListEntry,
  PutBlobOptions,
  PutBlobResult,
  PresignOptions,
} from './blob-store.js';
export { BlobErrorCode, blobError } from './blob.errors.js';
export { assertBlobKey, assertBlobPrefix } from './blob-key.js';
export { FsBlobStore, type FsBlobStoreOptions } from './fs-blob-store.js';
export { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';
export {
  signPresignedUrl,
  verifyPresignedUrl,
  type PresignedMethod,
  type SignPresignedUrlInput,
  type VerifyPresignedUrlInput,
} from './presigned-url.js';
export {
  createFsBlobHttpHandler,
  type FsBlobHttpHandler,
  type FsBlobHttpHandlerOptions,
} from './fs-blob-http-handler.js';
export { blobConfigFields, blobConfigIssues, checkBlobConfig, type BlobConfig } from './blob-config.js';
export { createBlobStore, blobUrlSecret } from './create-blob-store.js';
export { Sha256Meter } from './sha256-meter.js';
export { blobKeys, type SignatureImageKind } from './blob-keys.js';
export { putPdf, readBlob, type PutPdfResult } from './read-blob.js';
