import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import {
  firstPartyClientFields,
  int,
  loadConfig,
  natsUrl,
  platformFields,
  redisUrl,
  url,
  z,
  type Env,
} from '@rubrica/config';

/**
 * A relative WEB_DIST is taken from the repository root (the folder whose package.json declares the
 * workspaces), so `npm run -w gateway` and `node gateway/dist/main.js` from the root serve the same
 * SPA. Outside a checkout (a container image) it falls back to the working directory.
 */
export function resolveWebDist(value: string, cwd: string = process.cwd()): string {
  if (isAbsolute(value)) return value;
  for (let dir = cwd; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) {
          return resolve(dir, value);
        }
      } catch {
        // An unreadable manifest is not the root; keep walking up.
      }
    }
    if (dirname(dir) === dir) return resolve(cwd, value);
  }
}

const serviceUrl = (defaultPort: number) => url(`http://127.0.0.1:${defaultPort}`, ['http', 'https']);

export const gatewayConfigSchema = z.object({
  ...platformFields('gateway'),
  /** 0 picks a free port (tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * The port of /readyz and /metrics (and /healthz) for the orchestrator and the metrics scraper;
   * the public port does not answer the first two. Never route the public to it. Unset: 9080, or a
   * free port when PORT is 0 (tests).
   */
  MANAGEMENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PUBLIC_URL: url('http://localhost:8080', ['http', 'https']),
  IDENTITY_URL: serviceUrl(3001),
  ENVELOPES_URL: serviceUrl(3002),
  SIGNING_URL: serviceUrl(3003),
  STORAGE_URL: serviceUrl(3004),
  BILLING_URL: serviceUrl(3005),
  NOTIFICATIONS_URL: serviceUrl(3006),
  WEB_DIST: z
    .string()
    .default('web/dist')
    .transform((value) => resolveWebDist(value)),
  REDIS_URL: redisUrl(),
  /** Request-reply with identity (who a user is, their memberships). */
  NATS_URL: natsUrl(),
  /** The authorization server's issuer as the world sees it; `${PUBLIC_URL}/oidc` when unset. */
  OIDC_ISSUER: url(undefined, ['http', 'https']).optional(),
  /** The SPA's confidential client and the gateway's own (introspection), shared with identity. */
  ...firstPartyClientFields(),
  /** A signed-in browser that makes no call this long is signed out (12 h). */
  SESSION_IDLE_TTL_SECONDS: int(12 * 3600, 1),
  /** A signed-in browser is signed out this long after signing in, however busy (7 days). */
  SESSION_ABSOLUTE_TTL_SECONDS: int(7 * 24 * 3600, 1),
  /**
   * Longest time identity's answer about a bearer token is reused. Revocation events drop answers
   * at once; this bounds the time a revoked token still works when an event is missed (5 s).
   */
  TOKEN_CACHE_SECONDS: int(5, 0),
  /** Keys of sessions and sign-ins in progress; replicas of one deployment must share it. */
  SESSION_KEY_PREFIX: z.string().min(1).default('rubrica:gateway:auth:'),
  /** Keys of the shared rate-limit counters; replicas of one deployment must use the same prefix. */
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('rubrica:gateway:rate-limit:'),
  /** Requests per minute from one client address to the public token API (`/api/p/...`). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: int(120, 1),
  /** Requests per minute carrying one action token, whatever address they come from. */
  PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: int(60, 1),
  /**
   * How many reverse proxies (load balancer, ingress) stand in front of the gateway. Their
   * X-Forwarded-* entries are believed; anything a client adds beyond them is not, so a client
   * cannot pick its own address to dodge the rate limit.
   */
  TRUST_PROXY_HOPS: int(0, 0),
  /**
   * The private key (PKCS#8 PEM, Ed25519) that signs the identity forwarded to the services, which
   * hold its public key. Required in production; elsewhere a development key is kept in
   * GATEWAY_IDENTITY_KEY_DIR, the same folder the services read by default.
   */
  GATEWAY_IDENTITY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  GATEWAY_IDENTITY_KEY_DIR: z.string().min(1).default('.data/gateway-identity'),
  /** Time allowed to open a connection to a service before answering 503. */
  UPSTREAM_CONNECT_TIMEOUT_MS: int(5_000, 1),
  /** A proxied exchange silent in both directions this long is cut (504 if nothing was answered yet). */
  UPSTREAM_IDLE_TIMEOUT_MS: int(120_000, 1),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env?: Env): GatewayConfig {
  return loadConfig('gateway', gatewayConfigSchema, env);
}

const DEFAULT_MANAGEMENT_PORT = 9080;

/** The management listener's port (`MANAGEMENT_PORT`; see there for the default). */
export function managementPortOf(config: Pick<GatewayConfig, 'MANAGEMENT_PORT' | 'PORT'>): number {
  return config.MANAGEMENT_PORT ?? (config.PORT === 0 ? 0 : DEFAULT_MANAGEMENT_PORT);
}

const withoutTrailingSlash = (value: string): string => value.replace(/\/+$/, '');

/** The issuer the gateway expects identity to be (`OIDC_ISSUER`, else `${PUBLIC_URL}/oidc`). */
export function oidcIssuerOf(config: Pick<GatewayConfig, 'OIDC_ISSUER' | 'PUBLIC_URL'>): string {
  return config.OIDC_ISSUER
    ? withoutTrailingSlash(config.OIDC_ISSUER)
    : `${withoutTrailingSlash(config.PUBLIC_URL)}/oidc`;
}

/** A path of the public site as an absolute URL (`/auth/callback` → `${PUBLIC_URL}/auth/callback`). */
export function publicUrlOf(config: Pick<GatewayConfig, 'PUBLIC_URL'>, path: string): string {
  return `${withoutTrailingSlash(config.PUBLIC_URL)}${path}`;
}
