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

/** What every signing process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  DATABASE_URL: databaseUrl('rubrica_signing'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
  ...blobConfigFields(),
});

export const signingConfigSchema = z
  .object({ ...sharedFields('signing'), PORT: port(3003) })
  .superRefine(checkBlobConfig);
export type SigningConfig = z.infer<typeof signingConfigSchema>;

/** The signing HTTP process's settings, validated once at start. */
export function loadSigningConfig(env?: Env): SigningConfig {
  return loadConfig('signing', signingConfigSchema, env);
}

export const signingWorkerConfigSchema = z
  .object({ ...sharedFields('signing-worker'), PORT: port(3103), WORKER_CONCURRENCY: int(2, 1) })
  .superRefine(checkBlobConfig);
export type SigningWorkerConfig = z.infer<typeof signingWorkerConfigSchema>;

/** The signing worker process's settings, validated once at start. */
export function loadSigningWorkerConfig(env?: Env): SigningWorkerConfig {
  return loadConfig('signing-worker', signingWorkerConfigSchema, env);
}
