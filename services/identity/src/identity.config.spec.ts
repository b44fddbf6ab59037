import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeProcessConfigDefaults } from '@rubrica/service-kit/config-testing';
import { loadIdentityConfig } from './identity.config.js';

describe('identity configuration', () => {
  describeProcessConfigDefaults({
    name: 'identity',
    load: loadIdentityConfig,
    port: 3001,
    database: 'rubrica_identity',
  });

  it('generates the cookie keys and client secrets once outside production, shared through SECRETS_DIR', async () => {
    const secrets = await mkdtemp(join(tmpdir(), 'identity-secrets-'));
    try {
      const first = loadIdentityConfig({ SECRETS_DIR: secrets });
      const second = loadIdentityConfig({ SECRETS_DIR: secrets });
      for (const name of ['OIDC_COOKIE_KEYS', 'WEB_CLIENT_SECRET', 'GATEWAY_CLIENT_SECRET'] as const) {
        expect(first[name]).toMatch(/^[\w-]{43}$/);
        expect(second[name]).toBe(first[name]);
        expect((await readFile(join(secrets, name), 'utf8')).trim()).toBe(first[name]);
      }
    } finally {
      await rm(secrets, { recursive: true, force: true });
    }
  });

  it('refuses to start in production with cookie keys unset or at a value once shipped', () => {
    const production = {
      NODE_ENV: 'production',
      WEB_CLIENT_SECRET: 'Vw1Qe9Rt5Yu3Io7Pa2Sd',
      GATEWAY_CLIENT_SECRET: 'Fg6Hj0Kl4Zx8Cv2Bn5Mq',
      BLOB_URL_SECRET: 'Lk3Jh7Gf1Ds5Aq9Wz2Xc6Vb0Nm4Ty8Ui',
    };
    expect(() => loadIdentityConfig(production)).toThrow(/- OIDC_COOKIE_KEYS: is required in production/);
    expect(() =>
      loadIdentityConfig({
        ...production,
        OIDC_COOKIE_KEYS: 'Pq2Ws6Ed0Rf4Tg8Yh3Uj,rubrica-oidc-development-cookie-key',
      }),
    ).toThrow(/- OIDC_COOKIE_KEYS: is a published example or default value/);
    expect(
      loadIdentityConfig({ ...production, OIDC_COOKIE_KEYS: 'Pq2Ws6Ed0Rf4Tg8Yh3Uj' }).OIDC_COOKIE_KEYS,
    ).toBe('Pq2Ws6Ed0Rf4Tg8Yh3Uj');
  });
});
