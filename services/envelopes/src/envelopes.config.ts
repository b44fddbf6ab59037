import { commaList, int, loadConfig, port, url, z, type Env } from '@rubrica/config';
import { blobConfigFields } from '@rubrica/blob';
import { servicePlatformFields } from '@rubrica/service-kit';

// ---- Envelope flow (sending, public token API, signing flow, schedules, downloads, verifier) ----
/** Settings of the envelope's life after drafting; shared by the HTTP and worker processes. */
const flowFields = () => ({
  ...blobConfigFields(),
  /** The address people reach Rubrica at (the gateway); recipients' links derive from it. */
  PUBLIC_URL: url('http://localhost:8080', ['http', 'https']),
  /** Namespace of the job queues' Redis keys (must match the workers'; unset = the jobs library's default). */
  JOBS_PREFIX: z.string().min(1).optional(),
  /** Durable JetStream consumers' name prefix (tests use their own). */
  FLOW_EVENTS_DURABLE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .default('envelopes-flow'),
  /** Milliseconds in one "hour" of action_reminder_frequency (only tests shorten it). */
  REMINDER_HOUR_MS: int(3_600_000, 1),
  /** A signing or sealing request unanswered this long is published again by the reconciler. */
  SIGNING_STUCK_AFTER_MS: int(10 * 60_000, 1),
  /** A link whose e-mail was not enqueued this long after its commit is sent again by the reconciler. */
  UNDELIVERED_LINK_AFTER_MS: int(2 * 60_000, 1),
  /** How often the worker's reconciler looks for stuck work. */
  RECONCILE_EVERY_MS: int(5 * 60_000, 1_000),
});
// ---- end of envelope flow settings ----

// ---- Drafting API (envelopes, recipients, documents, fields) ----
/** File types a sender may upload; office formats need a conversion this service does not do yet. */
export const KNOWN_FILE_TYPES = ['pdf', 'odt', 'doc', 'docx', 'rtf', 'html'] as const;
/** Upload limits of spec sections 5 and 9, and where identity answers "who is this user". */
const draftingFields = () => ({
  /** Comma-separated extensions accepted on upload (spec section 5: default pdf only). */
  ENVELOPE_ALLOWED_FILE_TYPES: commaList('pdf', (type) => type.toLowerCase()).pipe(
    z.array(z.enum(KNOWN_FILE_TYPES)).min(1),
  ),
  ENVELOPE_MAX_FILE_MB: int(25, 1),
  ENVELOPE_MAX_FILES: int(25, 1),
  /** The request-reply subject of `identity.resolve_principal.v1`; tests answer on their own. */
  PRINCIPAL_RPC_SUBJECT: z.string().min(1).default('identity.resolve_principal.v1'),
  /** Durable consumers of the storage service's conversion answers: name prefix (tests use their own). */
  CONVERSION_EVENTS_DURABLE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .default('envelopes-conversions'),
});
// ---- end of drafting API settings ----

// ---- Product edition and qualified signatures ----
/** Section 1: the Brazilian edition offers qualified signatures (and CPF, WhatsApp); the US one does not. */
export const PRODUCT_EDITIONS = ['br', 'us'] as const;
export type ProductEdition = (typeof PRODUCT_EDITIONS)[number];

/** The licence the sandbox signer plugin accepts; handed out when no licence is configured outside production. */
export const SANDBOX_SIGNER_PLUGIN_LICENSE = 'rubrica-sandbox-signer-plugin';

const editionFields = () => ({
  PRODUCT_EDITION: z.enum(PRODUCT_EDITIONS).default('br'),
  /** The local signer plugin's licence string (GET p/envelopes/recipients/{token}/cess/license). */
  SIGNER_PLUGIN_LICENSE: z.string().trim().min(1).optional(),
  /** How long the signing service may take to prepare a local-plugin signature's hashes. */
  PREPARE_SIGNABLE_HASHES_TIMEOUT_MS: int(30_000, 1),
});

/**
 * The licence handed to the local signer plugin: the configured one, else the sandbox plugin's
 * outside production; null when production has none (the route answers 404).
 */
export function signerPluginLicense(
  config: Pick<EnvelopesConfig, 'NODE_ENV' | 'SIGNER_PLUGIN_LICENSE'>,
): string | null {
  if (config.SIGNER_PLUGIN_LICENSE) return config.SIGNER_PLUGIN_LICENSE;
  return config.NODE_ENV === 'production' ? null : SANDBOX_SIGNER_PLUGIN_LICENSE;
}
// ---- end of edition settings ----

/** What every envelopes process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...servicePlatformFields('envelopes', processName),
  ...flowFields(),
  ...draftingFields(),
  ...editionFields(),
});

export const envelopesConfigSchema = z.object({ ...sharedFields('envelopes'), PORT: port(3002) });
export type EnvelopesConfig = z.infer<typeof envelopesConfigSchema>;

/** The envelopes HTTP process's settings, validated once at start. */
export function loadEnvelopesConfig(env?: Env): EnvelopesConfig {
  return loadConfig('envelopes', envelopesConfigSchema, env);
}

export const envelopesWorkerConfigSchema = z.object({
  ...sharedFields('envelopes-worker'),
  PORT: port(3102),
  WORKER_CONCURRENCY: int(2, 1),
});
export type EnvelopesWorkerConfig = z.infer<typeof envelopesWorkerConfigSchema>;

/** The envelopes worker process's settings (expirations, reminders, reconciler), validated once at start. */
export function loadEnvelopesWorkerConfig(env?: Env): EnvelopesWorkerConfig {
  return loadConfig('envelopes-worker', envelopesWorkerConfigSchema, env);
}
