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

/**
 * Organization and commercial areas §1, §6: the Brazilian edition asks for a CPF and looks the
 * card up; the US edition does neither.
 */
export const PRODUCT_EDITIONS = ['br', 'us'] as const;
export type ProductEdition = (typeof PRODUCT_EDITIONS)[number];

export const billingConfigSchema = z.object({
  ...sharedFields('billing'),
  PORT: port(3005),
  PRODUCT_EDITION: z.enum(PRODUCT_EDITIONS).default('br'),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** The billing HTTP process's settings, validated once at start. */
export function loadBillingConfig(env?: Env): BillingConfig {
  return loadConfig('billing', billingConfigSchema, env);
}
