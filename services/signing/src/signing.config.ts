import {
  databaseUrl,
  int,
  loadConfig,
  natsUrl,
  platformFields,
  port,
  redisUrl,
  z,
  type Env,
} from '@rubrica/config';
import { blobConfigFields, checkBlobConfig } from '@rubrica/blob';

const durableName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .default(fallback);

/** What every signing process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  DATABASE_URL: databaseUrl('rubrica_signing'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
  /** Redis key prefix of the job queues; producers and workers must agree (tests use their own). */
  JOBS_PREFIX: z.string().min(1).optional(),
  ...blobConfigFields(),
});

export const signingConfigSchema = z
  .object({
    ...sharedFields('signing'),
    PORT: port(3003),
    /** How long the public routes wait for the envelopes service to resolve an action token. */
    RPC_TIMEOUT_MS: int(3_000, 100),
  })
  .superRefine(checkBlobConfig);
export type SigningConfig = z.infer<typeof signingConfigSchema>;

/** The signing HTTP process's settings, validated once at start. */
export function loadSigningConfig(env?: Env): SigningConfig {
  return loadConfig('signing', signingConfigSchema, env);
}

export const signingWorkerConfigSchema = z
  .object({
    ...sharedFields('signing-worker'),
    PORT: port(3103),
    WORKER_CONCURRENCY: int(2, 1),
    /**
     * The platform's sealing certificate (ARCHITECTURE.md, "Documents, signatures and proof"): a
     * PKCS#12 file and its password. Unset: a development certificate is generated once in
     * SIGNING_DATA_DIR and reused.
     */
    SIGNING_PKCS12_PATH: z.string().min(1).optional(),
    SIGNING_PKCS12_PASSWORD: z.string().default(''),
    SIGNING_DATA_DIR: z.string().min(1).default('.data/signing'),
    /** Attempts of a signing job before its request is answered as failed. */
    SIGNING_JOB_ATTEMPTS: int(5, 1),
    /** First retry delay of a signing job; doubled on each further retry. */
    SIGNING_JOB_BACKOFF_MS: int(2_000, 1),
    /**
     * How long a signing job's lock lasts unrenewed (renewed every half of it while the job runs):
     * a worker that dies mid-job has its job redone by another this long after. BullMQ's 30 s by
     * default; at least 1 s, so PDF work between event-loop yields cannot outlast a renewal.
     */
    SIGNING_JOB_LOCK_MS: int(30_000, 1_000),
    /** How often workers look for jobs whose lock expired (a dead worker's). BullMQ's 30 s by default. */
    SIGNING_STALLED_INTERVAL_MS: int(30_000, 500),
    /** Durable JetStream consumers of the envelopes service's requests (tests use their own). */
    SIGNING_REQUESTS_DURABLE: durableName('signing-recipient-signing-requested'),
    SEALING_REQUESTS_DURABLE: durableName('signing-envelope-sealing-requested'),
  })
  .superRefine(checkBlobConfig);
export type SigningWorkerConfig = z.infer<typeof signingWorkerConfigSchema>;

/** The signing worker process's settings, validated once at start. */
export function loadSigningWorkerConfig(env?: Env): SigningWorkerConfig {
  return loadConfig('signing-worker', signingWorkerConfigSchema, env);
}
