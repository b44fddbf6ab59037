import { tmpdir } from 'node:os';
import { ConfigError, int, loadConfig, port, z, type Env } from '@rubrica/config';
import { servicePlatformFields } from '@rubrica/service-kit';
import { blobConfigFields, checkBlobConfig } from '@rubrica/blob';
import { findExecutable } from './conversions/office/find-executable.util.js';

/** What every storage process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...servicePlatformFields('storage', processName),
  ...blobConfigFields(),
});

export const storageConfigSchema = z
  .object({
    ...sharedFields('storage'),
    PORT: port(3004),
    /** Largest file one storage upload may hold (spec, workspace §5: 25 MB). */
    STORAGE_MAX_UPLOAD_MB: int(25, 1),
    /** The plan's storage limit when billing does not answer in time (spec §9: 1000 MB). */
    DEFAULT_STORAGE_LIMIT_MB: int(1000, 0),
    /** How long links to stored files (`links.display`, `links.preview`) stay valid. */
    ITEM_LINK_TTL_SECONDS: int(3600, 60),
  })
  .superRefine(checkBlobConfig);
export type StorageConfig = z.infer<typeof storageConfigSchema>;

/** The storage HTTP process's settings, validated once at start. */
export function loadStorageConfig(env?: Env): StorageConfig {
  return loadConfig('storage', storageConfigSchema, env);
}

/** What to install for office conversion; said in the worker's log and in every refused request. */
export const LIBREOFFICE_INSTALL_HINT =
  'install LibreOffice (Debian/Ubuntu: apt-get install -y --no-install-recommends libreoffice-writer-nogui) or set SOFFICE_PATH';

const SOFFICE_PATH_INVALID = 'names no executable file: ' + LIBREOFFICE_INSTALL_HINT;

export const storageWorkerConfigSchema = z
  .object({
    ...sharedFields('storage-worker'),
    PORT: port(3104),
    WORKER_CONCURRENCY: int(2, 1),
    /** Read only to find `soffice` when SOFFICE_PATH is not set. */
    PATH: z.string().default(''),
    /**
     * LibreOffice's `soffice` (a path, or a name looked up on PATH). Unset: `soffice` on PATH if
     * there is one; without it the worker still starts and answers every conversion request
     * `conversion.unavailable`, so a machine without LibreOffice loses only office uploads.
     */
    SOFFICE_PATH: z.string().min(1).optional(),
    /** A conversion still running after this long is killed and answered `conversion.timeout`. */
    CONVERSION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(120_000),
    /** Where each worker keeps its LibreOffice profiles and each job its temporary files. */
    CONVERSION_WORK_DIR: z.string().min(1).default(tmpdir()),
    /** Attempts of a conversion job (transient errors) before its request is answered as failed. */
    CONVERSION_JOB_ATTEMPTS: int(5, 1),
    /** First retry delay of a conversion job; doubled on each further retry. */
    CONVERSION_JOB_BACKOFF_MS: int(2_000, 1),
    /** A request still pending this long after it arrived is put back on the queue. */
    CONVERSION_STALE_AFTER_MS: int(15 * 60_000, 1_000),
    /** How often the worker looks for such requests. */
    CONVERSION_RECONCILE_INTERVAL_MS: int(60_000, 1_000),
    /** Durable JetStream consumer of the envelopes service's conversion requests (tests use their own). */
    CONVERSION_REQUESTS_DURABLE: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
      .default('storage-document-conversion-requested'),
  })
  .superRefine(checkBlobConfig)
  .superRefine((config, ctx) => {
    // Otherwise a conversion still legitimately running would be queued a second time.
    if (config.CONVERSION_STALE_AFTER_MS <= config.CONVERSION_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['CONVERSION_STALE_AFTER_MS'],
        message: 'must be longer than CONVERSION_TIMEOUT_MS',
      });
    // Set on purpose, a wrong path is a mistake to fix, not a feature to go without.
    if (config.SOFFICE_PATH !== undefined && !findExecutable(config.SOFFICE_PATH, config.PATH))
      ctx.addIssue({ code: 'custom', path: ['SOFFICE_PATH'], message: SOFFICE_PATH_INVALID });
  });
/**
 * SOFFICE_PATH is the absolute path of the executable found at start, or null when LibreOffice is
 * not installed (office conversion unavailable).
 */
export type StorageWorkerConfig = Omit<z.infer<typeof storageWorkerConfigSchema>, 'PATH' | 'SOFFICE_PATH'> & {
  SOFFICE_PATH: string | null;
};

/** The storage worker process's settings, validated once at start. */
export function loadStorageWorkerConfig(env?: Env): StorageWorkerConfig {
  const { PATH, SOFFICE_PATH, ...config } = loadConfig('storage-worker', storageWorkerConfigSchema, env);
  const soffice = findExecutable(SOFFICE_PATH ?? 'soffice', PATH);
  // Checked by the schema already; only a file removed in between gets here.
  if (!soffice && SOFFICE_PATH !== undefined)
    throw new ConfigError('storage-worker', [{ variable: 'SOFFICE_PATH', message: SOFFICE_PATH_INVALID }]);
  return { ...config, SOFFICE_PATH: soffice ?? null };
}
