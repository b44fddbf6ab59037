import {
  databaseUrl,
  loadConfig,
  natsUrl,
  platformFields,
  port,
  redisUrl,
  z,
  type Env,
} from '@rubrica/config';

/** What every envelopes process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  DATABASE_URL: databaseUrl('rubrica_envelopes'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
});

export const envelopesConfigSchema = z.object({ ...sharedFields('envelopes'), PORT: port(3002) });
export type EnvelopesConfig = z.infer<typeof envelopesConfigSchema>;

/** The envelopes HTTP process's settings, validated once at start. */
export function loadEnvelopesConfig(env?: Env): EnvelopesConfig {
  return loadConfig('envelopes', envelopesConfigSchema, env);
}
