import { z } from 'zod';
import { DEFAULT_SECRETS_DIR, secret } from './secret-field.js';

/** Reusable schema fragments; each process composes the ones it needs. */

export const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const url = (fallback?: string, protocols?: string[]) => {
  const base = z.string().refine(
    (value) => {
      try {
        const parsed = new URL(value);
        return !protocols || protocols.includes(parsed.protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: protocols ? `must be a URL (${protocols.join(', ')})` : 'must be a URL' },
  );
  return fallback === undefined ? base : base.default(fallback);
};

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

export const nodeEnv = () => z.enum(['development', 'test', 'production']).default('development');

export const logLevel = () =>
  z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

export const databaseUrl = (database: string) =>
  url(`postgres://postgres@127.0.0.1:5432/${database}`, ['postgres', 'postgresql']);

export const natsUrl = () => url('nats://127.0.0.1:4222', ['nats', 'tls']);

export const redisUrl = () => url('redis://127.0.0.1:6379', ['redis', 'rediss']);

/** The platform fragment every long-running process shares. */
export const platformFields = (serviceName: string) => ({
  NODE_ENV: nodeEnv(),
  LOG_LEVEL: logLevel(),
  SERVICE_NAME: z.string().default(serviceName),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(undefined, ['http', 'https']).optional(),
  /** Fault tests only: crash points this process dies at (crash-point.ts); refused in production. */
  RUBRICA_CRASH_AT: z.string().optional(),
  /**
   * Where secrets left unset are generated outside production (secret-field.ts); the processes of
   * one machine share it, as `make run` starts them all from the repository root.
   */
  SECRETS_DIR: z.string().min(1).default(DEFAULT_SECRETS_DIR),
});

/**
 * What a service process behind the gateway needs (ARCHITECTURE.md, "Services trust only the
 * gateway"): the interface it listens on, and the public key that checks the identity the gateway
 * signs. Without a key file, outside production, the key is the development one in the data folder.
 */
export const behindGatewayFields = () => ({
  /** `0.0.0.0` (or a pod address) only where the gateway reaches the service over a network. */
  HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_IDENTITY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  GATEWAY_IDENTITY_KEY_DIR: z.string().min(1).default('.data/gateway-identity'),
});

/**
 * The two first-party OAuth clients identity registers and the gateway uses: the SPA's confidential
 * client (the sign-in code flow) and the gateway's own (token introspection). Both processes read
 * the same variables, so unset they share the secrets generated into SECRETS_DIR. The values in
 * `known` shipped once as defaults or in docker-compose.yml; production refuses them.
 */
export const firstPartyClientFields = () => ({
  WEB_CLIENT_ID: z.string().min(1).default('rubrica-web'),
  WEB_CLIENT_SECRET: secret({
    known: ['rubrica-web-development-secret', 'rubrica-web-local-compose-secret'],
  }),
  GATEWAY_CLIENT_ID: z.string().min(1).default('rubrica-gateway'),
  GATEWAY_CLIENT_SECRET: secret({
    known: ['rubrica-gateway-development-secret', 'rubrica-gateway-local-compose-secret'],
  }),
});
