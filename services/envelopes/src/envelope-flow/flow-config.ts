import type { EnvelopesConfig } from '../envelopes.config.js';

/**
 * The settings of the envelope flow: the subset both envelopes processes have, injected with
 * `@InjectEnvelopesConfig()`.
 */
export type FlowConfig = Pick<
  EnvelopesConfig,
  | 'NODE_ENV'
  | 'LOG_LEVEL'
  | 'NATS_URL'
  | 'REDIS_URL'
  | 'PUBLIC_URL'
  | 'PRODUCT_EDITION'
  | 'JOBS_PREFIX'
  | 'FLOW_EVENTS_DURABLE_PREFIX'
  | 'REMINDER_HOUR_MS'
  | 'SIGNING_STUCK_AFTER_MS'
  | 'UNDELIVERED_LINK_AFTER_MS'
  | 'RECONCILE_EVERY_MS'
  | 'BLOB_DRIVER'
  | 'BLOB_FS_ROOT'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY'
  | 'S3_SECRET_KEY'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'BLOB_URL_SECRET'
  | 'BLOB_PUBLIC_BASE_URL'
>;
