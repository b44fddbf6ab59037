import { describeProcessConfigDefaults, refusedVariables } from '@rubrica/service-kit/config-testing';
import {
  DOCUWARE_SANDBOX_DEFAULT_URL,
  docuwareSandboxUrl,
  loadNotificationsConfig,
  loadNotificationsWorkerConfig,
  SANDBOX_WHATSAPP_APP_SECRET,
  whatsappAppSecret,
  whatsappProvider,
} from './notifications.config.js';

describe('notifications configuration', () => {
  describeProcessConfigDefaults({
    name: 'notifications',
    load: loadNotificationsConfig,
    port: 3006,
    database: 'rubrica_notifications',
  });
});

describe('notifications-worker configuration', () => {
  describeProcessConfigDefaults({
    name: 'notifications-worker',
    load: loadNotificationsWorkerConfig,
    port: 3106,
    database: 'rubrica_notifications',
  });
});

describe('WhatsApp configuration', () => {
  it('uses the sandbox outside production and the Cloud API in production, unless told otherwise', () => {
    expect(whatsappProvider(loadNotificationsWorkerConfig({}))).toBe('sandbox');
    expect(whatsappProvider({ NODE_ENV: 'production' })).toBe('cloud');
    expect(whatsappProvider({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(whatsappAppSecret(loadNotificationsWorkerConfig({}))).toBe(SANDBOX_WHATSAPP_APP_SECRET);
  });

  it('names what the Cloud API needs when it is chosen without it', () => {
    expect(
      refusedVariables(() => loadNotificationsWorkerConfig({ WHATSAPP_PROVIDER: 'cloud' })).sort(),
    ).toEqual(['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_PHONE_NUMBER_ID']);
    expect(
      loadNotificationsWorkerConfig({
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: 'token',
        WHATSAPP_APP_SECRET: 'app-secret-value',
      }).WHATSAPP_API_URL,
    ).toBe('https://graph.facebook.com');
  });

  it('refuses an API version or number id WhatsApp would not accept', () => {
    expect(
      refusedVariables(() =>
        loadNotificationsWorkerConfig({ WHATSAPP_API_VERSION: '21', WHATSAPP_PHONE_NUMBER_ID: '+55 11' }),
      ).sort(),
    ).toEqual(['WHATSAPP_API_VERSION', 'WHATSAPP_PHONE_NUMBER_ID']);
  });

  it("requires the webhook's app secret and verify token in production", () => {
    expect(refusedVariables(() => loadNotificationsConfig({ NODE_ENV: 'production' })).sort()).toEqual([
      'WEBHOOK_SECRETS_KEY',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ]);
    expect(refusedVariables(() => loadNotificationsConfig({}))).toEqual([]);
  });

  it('refuses in production the sandbox and compose values of the WhatsApp secrets and the webhook key', () => {
    const production = {
      NODE_ENV: 'production',
      WHATSAPP_APP_SECRET: 'Xc4Vb8Nm2Qw6Er0Ty',
      WHATSAPP_VERIFY_TOKEN: 'Ui5Op9As3Df7Gh1Jk',
      WEBHOOK_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZmdoaWprbG1ub3BxcnN0dXY=',
    };
    expect(refusedVariables(() => loadNotificationsConfig(production))).toEqual([]);
    for (const [variable, published] of [
      ['WHATSAPP_APP_SECRET', SANDBOX_WHATSAPP_APP_SECRET],
      ['WHATSAPP_VERIFY_TOKEN', 'rubrica-local-whatsapp-verify-token'],
      ['WEBHOOK_SECRETS_KEY', 'cnVicmljYS1sb2NhbC13ZWJob29rLXNlY3JldC1rZXk='],
    ])
      expect(
        refusedVariables(() => loadNotificationsConfig({ ...production, [variable]: published })),
      ).toEqual([variable]);
  });
});

describe('webhooks configuration', () => {
  it('refuses production without the key that seals webhook secrets, in both processes', () => {
    expect(
      refusedVariables(() =>
        loadNotificationsWorkerConfig({
          NODE_ENV: 'production',
          WHATSAPP_PROVIDER: 'sandbox',
          BLOB_URL_SECRET: 'Qm7Xc2Vb9Nk4Lp1Zs8Dw3Fr6Gt0Hy5Ju',
        }),
      ),
    ).toEqual(['WEBHOOK_SECRETS_KEY']);
    expect(refusedVariables(() => loadNotificationsConfig({ WEBHOOK_SECRETS_KEY: 'c2hvcnQ=' }))).toEqual([
      'WEBHOOK_SECRETS_KEY',
    ]);
  });

  it('reads the allow-list, ports and retry schedule as lists, and allows no private network by default', () => {
    const defaults = loadNotificationsWorkerConfig({});
    expect(defaults.OUTBOUND_ALLOWED_PRIVATE_NETWORKS).toEqual([]);
    expect(defaults.OUTBOUND_ALLOWED_PORTS).toEqual([80, 443, 8080, 8443]);
    expect(defaults.WEBHOOK_RETRY_SCHEDULE_MS).toHaveLength(8);
    const custom = loadNotificationsConfig({
      OUTBOUND_ALLOWED_PRIVATE_NETWORKS: '10.0.0.0/8, fd12::/16',
      OUTBOUND_ALLOWED_PORTS: '443,9443',
    });
    expect(custom.OUTBOUND_ALLOWED_PRIVATE_NETWORKS).toEqual(['10.0.0.0/8', 'fd12::/16']);
    expect(custom.OUTBOUND_ALLOWED_PORTS).toEqual([443, 9443]);
    expect(
      refusedVariables(() => loadNotificationsConfig({ OUTBOUND_ALLOWED_PRIVATE_NETWORKS: 'intranet' })),
    ).toEqual(['OUTBOUND_ALLOWED_PRIVATE_NETWORKS']);
  });
});

describe('DocuWare sandbox configuration', () => {
  it('points at the sandbox `make run` starts outside production, and at none in production', () => {
    expect(docuwareSandboxUrl(loadNotificationsConfig({}))).toBe(DOCUWARE_SANDBOX_DEFAULT_URL);
    expect(
      docuwareSandboxUrl(loadNotificationsConfig({ DOCUWARE_SANDBOX_URL: 'http://127.0.0.1:9999' })),
    ).toBe('http://127.0.0.1:9999');
    expect(docuwareSandboxUrl({ NODE_ENV: 'production' })).toBeUndefined();
  });

  it('reads the sealed documents it archives from the blob store, whose fs links need a secret in production', () => {
    const load = (env: Record<string, string>) => () =>
      loadNotificationsWorkerConfig({
        NODE_ENV: 'production',
        WHATSAPP_PROVIDER: 'sandbox',
        WEBHOOK_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
        ...env,
      });
    expect(load({})).toThrow(/notifications-worker: invalid configuration\n\s+- BLOB_URL_SECRET: /);
    expect(load({ BLOB_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
    expect(load({ BLOB_URL_SECRET: 'Qm7Xc2Vb9Nk4Lp1Zs8Dw3Fr6Gt0Hy5Ju' })).not.toThrow();
  });

  it('is refused in production, where it would open loopback to integrations', () => {
    for (const load of [loadNotificationsConfig, loadNotificationsWorkerConfig])
      expect(() =>
        load({
          NODE_ENV: 'production',
          DOCUWARE_SANDBOX_URL: 'http://127.0.0.1:17400',
          WEBHOOK_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
        }),
      ).toThrow(/DOCUWARE_SANDBOX_URL: is for development only/);
  });
});
