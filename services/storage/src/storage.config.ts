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

/** What every storage process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  DATABASE_URL: databaseUrl('rubrica_storage'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
  ...blobConfigFields(),
});

export const storageConfigSchema = z
  .object({ ...sharedFields('storage'), PORT: port(3004) })
  .superRefine(checkBlobConfig);
export type StorageConfig = z.infer<typeof storageConfigSchema>;

/** The storage HTTP process's settings, validated once at start. */
export function loadStorageConfig(env?: Env): StorageConfig {
  return loadConfig('storage', storageConfigSchema, env);
}

export const storageWorkerConfigSchema = z
  .object({ ...sharedFields('storage-worker'), PORT: port(3104), WORKER_CONCURRENCY: int(2, 1) })
  .superRefine(checkBlobConfig);
export type StorageWorkerConfig = z.infer<typeof storageWorkerConfigSchema>;

/** The storage worker process's settings, validated once at start. */
export function loadStorageWorkerConfig(env?: Env): StorageWorkerConfig {
  return loadConfig('storage-worker', storageWorkerConfigSchema, env);
}
