import { int, url, loadConfig, port, providedSecret, z, type Env } from '@rubrica/config';
import { servicePlatformFields } from '@rubrica/service-kit';
import { blobConfigFields, checkBlobConfig } from '@rubrica/blob';
import {
  checkTimestampAuthorityConfig,
  timestampAuthorityFields,
} from './timestamps/timestamp-authority.settings.js';

const durableName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .default(fallback);

/** What every signing process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...servicePlatformFields('signing', processName),
  ...blobConfigFields(),
  ...cloudCertificateFields(),
  ...timestampAuthorityFields(),
});

/**
 * The cloud certificate service (ICP-Brasil PSC API v0, STACK-NOTES "External protocols"):
 * `psc` talks to a real provider (BirdID ...) at CLOUD_CERTIFICATE_BASE_URL with the client
 * credentials it issued; `sandbox` (the default outside production) talks the same protocol to the
 * sandbox provider the signing HTTP process serves at `/sandbox/psc`.
 */
const cloudCertificateFields = () => ({
  CLOUD_CERTIFICATE_PROVIDER: z.enum(['psc', 'sandbox']).optional(),
  /** Where the provider's `/v0/oauth/...` endpoints live; the signing HTTP process's sandbox by default. */
  CLOUD_CERTIFICATE_BASE_URL: url(undefined, ['http', 'https']).optional(),
  CLOUD_CERTIFICATE_CLIENT_ID: z.string().min(1).optional(),
  CLOUD_CERTIFICATE_CLIENT_SECRET: providedSecret(z.string().min(1).optional(), {
    known: [SANDBOX_PSC_CLIENT.secret],
  }),
  /** How the provider wants the hashes it signs: hex or base64 (providers differ). */
  CLOUD_CERTIFICATE_HASH_ENCODING: z.enum(['hex', 'base64']).default('base64'),
  /** How long one call to the provider may take before it counts as unavailable (retried). */
  CLOUD_CERTIFICATE_TIMEOUT_MS: int(15_000, 100),
  /** The longest a `POST /bird-id` session lasts (the provider's token may expire sooner). */
  CLOUD_CERTIFICATE_SESSION_TTL_S: int(3_600, 60),
});

type CloudCertificateFields = z.output<z.ZodObject<ReturnType<typeof cloudCertificateFields>>> & {
  NODE_ENV: string;
};

/** The sandbox provider's own client credentials (it accepts nothing else). */
export const SANDBOX_PSC_CLIENT = { id: 'rubrica-sandbox', secret: 'rubrica-sandbox-secret' } as const;

export interface CloudCertificateSettings {
  provider: 'psc' | 'sandbox';
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  hashEncoding: 'hex' | 'base64';
  timeoutMs: number;
  sessionTtlSeconds: number;
}

/**
 * The provider actually used: CLOUD_CERTIFICATE_PROVIDER, else `psc` in production and `sandbox`
 * elsewhere; the sandbox is the signing HTTP process's own `/sandbox/psc` unless a URL is given.
 */
export function cloudCertificateSettings(config: CloudCertificateFields): CloudCertificateSettings {
  const provider =
    config.CLOUD_CERTIFICATE_PROVIDER ?? (config.NODE_ENV === 'production' ? 'psc' : 'sandbox');
  return {
    provider,
    baseUrl: (config.CLOUD_CERTIFICATE_BASE_URL ?? 'http://127.0.0.1:3003/sandbox/psc').replace(/\/+$/, ''),
    clientId: config.CLOUD_CERTIFICATE_CLIENT_ID ?? SANDBOX_PSC_CLIENT.id,
    clientSecret: config.CLOUD_CERTIFICATE_CLIENT_SECRET ?? SANDBOX_PSC_CLIENT.secret,
    hashEncoding: config.CLOUD_CERTIFICATE_HASH_ENCODING,
    timeoutMs: config.CLOUD_CERTIFICATE_TIMEOUT_MS,
    sessionTtlSeconds: config.CLOUD_CERTIFICATE_SESSION_TTL_S,
  };
}

/** A real provider needs its address and the client credentials it issued. */
function checkCloudCertificateConfig(config: CloudCertificateFields, context: z.RefinementCtx): void {
  if (cloudCertificateSettings(config).provider !== 'psc') return;
  for (const name of [
    'CLOUD_CERTIFICATE_BASE_URL',
    'CLOUD_CERTIFICATE_CLIENT_ID',
    'CLOUD_CERTIFICATE_CLIENT_SECRET',
  ] as const) {
    if (config[name] === undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'is required when the provider is psc' });
    }
  }
}

export const signingConfigSchema = z
  .object({
    ...sharedFields('signing'),
    PORT: port(3003),
    /** How long the public routes wait for the envelopes service to resolve an action token. */
    RPC_TIMEOUT_MS: int(3_000, 100),
    /** How long prepared plugin signatures (`signing.prepare_signable_hashes.v1`) are kept. */
    EXTERNAL_SIGNATURE_TTL_S: int(900, 60),
  })
  .superRefine(checkBlobConfig)
  .superRefine(checkCloudCertificateConfig)
  .superRefine(checkTimestampAuthorityConfig);
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
     * SIGNING_DATA_DIR and reused; production refuses to start without the file (documents sealed
     * by a self-signed certificate nobody issued would prove nothing).
     */
    SIGNING_PKCS12_PATH: z.string().min(1).optional(),
    SIGNING_PKCS12_PASSWORD: providedSecret(z.string().default('')),
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
    /**
     * Long-term proof of archived sealed copies (with TSA_URL): a copy whose last timestamp's
     * authority certificate ends within this many days gets that timestamp's validation data and
     * a new document timestamp (PAdES B-LTA). Looked for every ARCHIVE_RETIMESTAMP_EVERY_MS.
     */
    ARCHIVE_RETIMESTAMP_HORIZON_DAYS: int(90, 1),
    ARCHIVE_RETIMESTAMP_EVERY_MS: int(6 * 60 * 60 * 1000, 1_000),
    /**
     * A copy re-stamped this recently is left alone, so an authority whose own certificate is
     * near its end does not get a revision appended on every run.
     */
    ARCHIVE_RETIMESTAMP_MIN_INTERVAL_DAYS: int(30, 0),
    /** Copies one run reads (for their last timestamp) and queues (for a new one), each at most. */
    ARCHIVE_RETIMESTAMP_BATCH: int(200, 1),
  })
  .superRefine(checkBlobConfig)
  .superRefine(checkCloudCertificateConfig)
  .superRefine(checkTimestampAuthorityConfig)
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && config.SIGNING_PKCS12_PATH === undefined)
      context.addIssue({
        code: 'custom',
        path: ['SIGNING_PKCS12_PATH'],
        message: 'in production: the sealing certificate, no development one is made there',
      });
  });
export type SigningWorkerConfig = z.infer<typeof signingWorkerConfigSchema>;

/** The signing worker process's settings, validated once at start. */
export function loadSigningWorkerConfig(env?: Env): SigningWorkerConfig {
  return loadConfig('signing-worker', signingWorkerConfigSchema, env);
}
