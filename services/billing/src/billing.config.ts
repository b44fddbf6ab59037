import {
  behindGatewayFields,
  databaseUrl,
  loadConfig,
  natsUrl,
  platformFields,
  port,
  redisUrl,
  z,
  type Env,
} from '@rubrica/config';

/** What every billing process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  ...behindGatewayFields(),
  DATABASE_URL: databaseUrl('rubrica_billing'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
});

export const billingConfigSchema = z.object({ ...sharedFields('billing'), PORT: port(3005) });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** The billing HTTP process's settings, validated once at start. */
export function loadBillingConfig(env?: Env): BillingConfig {
  return loadConfig('billing', billingConfigSchema, env);
}
