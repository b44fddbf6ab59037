import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@rubrica/config';
import {
  loadGatewayConfig,
  managementPortOf,
  oidcIssuerOf,
  publicUrlOf,
  resolveWebDist,
} from './gateway.config.js';

describe('loadGatewayConfig', () => {
  it('has defaults that work on a developer machine', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      IDENTITY_URL: 'http://127.0.0.1:3001',
      ENVELOPES_URL: 'http://127.0.0.1:3002',
      SIGNING_URL: 'http://127.0.0.1:3003',
      STORAGE_URL: 'http://127.0.0.1:3004',
      BILLING_URL: 'http://127.0.0.1:3005',
      NOTIFICATIONS_URL: 'http://127.0.0.1:3006',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'http://localhost:8080',
      PUBLIC_RATE_LIMIT_PER_MINUTE: 120,
      PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: 60,
      TRUST_PROXY_HOPS: 0,
    });
    expect(config.WEB_DIST).toMatch(/\/web\/dist$/);
  });

  it('has the sign-in settings identity expects by default', async () => {
    // Identity reads the client secrets from the same generated files (libs/config secret fields).
    const secrets = await mkdtemp(join(tmpdir(), 'gateway-secrets-'));
    try {
      const config = loadGatewayConfig({ SECRETS_DIR: secrets });
      expect(config).toMatchObject({
        NATS_URL: 'nats://127.0.0.1:4222',
        WEB_CLIENT_ID: 'rubrica-web',
        WEB_CLIENT_SECRET: (await readFile(join(secrets, 'WEB_CLIENT_SECRET'), 'utf8')).trim(),
        GATEWAY_CLIENT_ID: 'rubrica-gateway',
        GATEWAY_CLIENT_SECRET: (await readFile(join(secrets, 'GATEWAY_CLIENT_SECRET'), 'utf8')).trim(),
        SESSION_IDLE_TTL_SECONDS: 12 * 3600,
        SESSION_ABSOLUTE_TTL_SECONDS: 7 * 24 * 3600,
      });
      expect(config.WEB_CLIENT_SECRET).not.toBe(config.GATEWAY_CLIENT_SECRET);
      expect(oidcIssuerOf(config)).toBe('http://localhost:8080/oidc');
    } finally {
      await rm(secrets, { recursive: true, force: true });
    }
  });

  it.each(['WEB_CLIENT_SECRET', 'GATEWAY_CLIENT_SECRET'])(
    'refuses to start in production with %s unset or at a value once shipped',
    (variable) => {
      const production = {
        NODE_ENV: 'production',
        WEB_CLIENT_SECRET: 'Vw1Qe9Rt5Yu3Io7Pa2Sd',
        GATEWAY_CLIENT_SECRET: 'Fg6Hj0Kl4Zx8Cv2Bn5Mq',
      };
      expect(() => loadGatewayConfig({ ...production, [variable]: '' })).toThrow(
        new RegExp(`- ${variable}: is required in production`),
      );
      const shipped =
        variable === 'WEB_CLIENT_SECRET'
          ? 'rubrica-web-development-secret'
          : 'rubrica-gateway-local-compose-secret';
      expect(() => loadGatewayConfig({ ...production, [variable]: shipped })).toThrow(
        new RegExp(`- ${variable}: is a published example or default value`),
      );
      expect(loadGatewayConfig(production)[variable as 'WEB_CLIENT_SECRET']).toBe(
        production[variable as 'WEB_CLIENT_SECRET'],
      );
    },
  );

  it('derives the issuer from PUBLIC_URL unless OIDC_ISSUER says otherwise', () => {
    expect(oidcIssuerOf(loadGatewayConfig({ PUBLIC_URL: 'https://rubrica.example/' }))).toBe(
      'https://rubrica.example/oidc',
    );
    expect(oidcIssuerOf(loadGatewayConfig({ OIDC_ISSUER: 'https://login.rubrica.example/oidc' }))).toBe(
      'https://login.rubrica.example/oidc',
    );
    expect(publicUrlOf(loadGatewayConfig({ PUBLIC_URL: 'https://rubrica.example/' }), '/auth/callback')).toBe(
      'https://rubrica.example/auth/callback',
    );
  });

  it('keeps probes and metrics on a management port of their own: 9080, free in tests, or as set', () => {
    expect(managementPortOf(loadGatewayConfig({}))).toBe(9080);
    expect(managementPortOf({ PORT: 0, MANAGEMENT_PORT: undefined })).toBe(0);
    expect(managementPortOf(loadGatewayConfig({ PORT: '8080', MANAGEMENT_PORT: '9100' }))).toBe(9100);
  });

  it('refuses short client secrets and sessions without a lifetime', () => {
    try {
      loadGatewayConfig({ WEB_CLIENT_SECRET: 'short', SESSION_IDLE_TTL_SECONDS: '0' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).issues.map((issue) => issue.variable).sort()).toEqual([
        'SESSION_IDLE_TTL_SECONDS',
        'WEB_CLIENT_SECRET',
      ]);
    }
  });

  it('names each bad variable', () => {
    expect(() => loadGatewayConfig({ SIGNING_URL: 'nats://x', PUBLIC_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      ConfigError,
    );
    try {
      loadGatewayConfig({ SIGNING_URL: 'nats://x', PUBLIC_RATE_LIMIT_PER_MINUTE: '0' });
    } catch (error) {
      expect((error as ConfigError).issues.map((issue) => issue.variable).sort()).toEqual([
        'PUBLIC_RATE_LIMIT_PER_MINUTE',
        'SIGNING_URL',
      ]);
    }
  });
});

describe('resolveWebDist', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rubrica-gateway-config-'));
    await writeFile(join(root, 'package.json'), JSON.stringify({ workspaces: ['gateway'] }));
    await mkdir(join(root, 'gateway', 'src'), { recursive: true });
    await writeFile(join(root, 'gateway', 'package.json'), JSON.stringify({ name: '@rubrica/gateway' }));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('resolves a relative path from the repository root, wherever the process starts', () => {
    expect(resolveWebDist('web/dist', join(root, 'gateway', 'src'))).toBe(join(root, 'web', 'dist'));
    expect(resolveWebDist('web/dist', root)).toBe(join(root, 'web', 'dist'));
  });

  it('keeps an absolute path', () => {
    expect(resolveWebDist('/srv/web', root)).toBe('/srv/web');
  });
});
