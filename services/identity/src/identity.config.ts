import { firstPartyClientFields, int, loadConfig, port, secret, url, z, type Env } from '@rubrica/config';
import { servicePlatformFields } from '@rubrica/service-kit';
import { blobConfigFields } from '@rubrica/blob';

/** What every identity process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...servicePlatformFields('identity', processName),
  /** The address people reach Rubrica at (the gateway); links in e-mails and the issuer derive from it. */
  PUBLIC_URL: url('http://localhost:8080', ['http', 'https']),
  /** 'br' (CPF, qualified signatures, WhatsApp) or 'us' (none of them). */
  PRODUCT_EDITION: z.enum(['br', 'us']).default('br'),
  /** The SPA's client and the gateway's (introspection); the gateway reads the same variables. */
  ...firstPartyClientFields(),
  /** Comma-separated keys signing the authorization server's cookies (first one signs). */
  OIDC_COOKIE_KEYS: secret({
    known: ['rubrica-oidc-development-cookie-key', 'rubrica-oidc-local-compose-cookie-key'],
  }),
  /** Namespace of identity's own Redis keys (sign-in attempt counters). */
  REDIS_KEY_PREFIX: z.string().min(1).default('rubrica:identity'),
  /** Failed sign-ins allowed per e-mail and address in 15 minutes before the form locks them out. */
  SIGN_IN_MAX_FAILURES: int(5, 1),
  /** Failed sign-ins allowed per address (any e-mail) in an hour. */
  SIGN_IN_MAX_FAILURES_PER_IP: int(100, 1),
  /** Users an organization may hold until billing answers with the plan's limit. */
  DEFAULT_USERS_LIMIT: int(5, 1),
  /** Durable JetStream consumer turning sent envelopes' recipients into contacts (tests use their own). */
  CONTACTS_EVENTS_DURABLE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"')
    .default('identity-contacts'),
  ...blobConfigFields(),
});

export const identityConfigSchema = z.object({ ...sharedFields('identity'), PORT: port(3001) });
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** The identity HTTP process's settings, validated once at start. */
export function loadIdentityConfig(env?: Env): IdentityConfig {
  return loadConfig('identity', identityConfigSchema, env);
}
