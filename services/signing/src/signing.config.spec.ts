import { configErrorOf, describeProcessConfigDefaults } from '@rubrica/service-kit/config-testing';
import { cloudCertificateSettings, loadSigningConfig, loadSigningWorkerConfig } from './signing.config.js';
import { timestampAuthoritySettings } from './timestamps/timestamp-authority.settings.js';

describe('signing configuration', () => {
  describeProcessConfigDefaults({
    name: 'signing',
    load: loadSigningConfig,
    port: 3003,
    database: 'rubrica_signing',
  });
});

describe('signing-worker configuration', () => {
  describeProcessConfigDefaults({
    name: 'signing-worker',
    load: loadSigningWorkerConfig,
    port: 3103,
    database: 'rubrica_signing',
  });

  it('seals with a development certificate in .data/signing unless a PKCS#12 file is configured', () => {
    const config = loadSigningWorkerConfig({});
    expect(config.SIGNING_PKCS12_PATH).toBeUndefined();
    expect(config.SIGNING_DATA_DIR).toBe('.data/signing');
    expect(config.SIGNING_JOB_ATTEMPTS).toBe(5);
    expect(config.SIGNING_REQUESTS_DURABLE).toBe('signing-recipient-signing-requested');
    expect(config.SEALING_REQUESTS_DURABLE).toBe('signing-envelope-sealing-requested');
  });

  it('refuses to start in production without a PKCS#12 file (no development seal there)', () => {
    const production = {
      NODE_ENV: 'production',
      BLOB_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      S3_BUCKET: 'rubrica',
      CLOUD_CERTIFICATE_PROVIDER: 'sandbox',
    };
    expect(() => loadSigningWorkerConfig(production)).toThrow(
      /- SIGNING_PKCS12_PATH: is required \(in production: the sealing certificate/,
    );
    expect(
      loadSigningWorkerConfig({ ...production, SIGNING_PKCS12_PATH: '/run/seal/seal.p12' })
        .SIGNING_PKCS12_PATH,
    ).toBe('/run/seal/seal.p12');
  });

  it("keeps BullMQ's 30 s job lock and stalled-job check unless configured", () => {
    const config = loadSigningWorkerConfig({});
    expect(config.SIGNING_JOB_LOCK_MS).toBe(30_000);
    expect(config.SIGNING_STALLED_INTERVAL_MS).toBe(30_000);
    expect(
      loadSigningWorkerConfig({ SIGNING_JOB_LOCK_MS: '2000', SIGNING_STALLED_INTERVAL_MS: '500' }),
    ).toMatchObject({ SIGNING_JOB_LOCK_MS: 2_000, SIGNING_STALLED_INTERVAL_MS: 500 });
  });

  it('refuses a job lock under a second and a stalled-job check under half a second', () => {
    expect(() => loadSigningWorkerConfig({ SIGNING_JOB_LOCK_MS: '999' })).toThrow(/SIGNING_JOB_LOCK_MS/);
    expect(() => loadSigningWorkerConfig({ SIGNING_STALLED_INTERVAL_MS: '499' })).toThrow(
      /SIGNING_STALLED_INTERVAL_MS/,
    );
  });

  it('refuses a durable consumer name NATS would not accept', () => {
    expect(() => loadSigningWorkerConfig({ SIGNING_REQUESTS_DURABLE: 'with.dots' })).toThrow(
      /SIGNING_REQUESTS_DURABLE/,
    );
  });
});

describe('cloud certificate settings', () => {
  it('use the sandbox served by the signing HTTP process outside production', () => {
    for (const config of [loadSigningConfig({}), loadSigningWorkerConfig({})]) {
      expect(cloudCertificateSettings(config)).toEqual({
        provider: 'sandbox',
        baseUrl: 'http://127.0.0.1:3003/sandbox/psc',
        clientId: 'rubrica-sandbox',
        clientSecret: 'rubrica-sandbox-secret',
        hashEncoding: 'base64',
        timeoutMs: 15_000,
        sessionTtlSeconds: 3_600,
      });
    }
    expect(loadSigningConfig({}).EXTERNAL_SIGNATURE_TTL_S).toBe(900);
  });

  it('take a real PSC provider with its address, client and hash encoding', () => {
    const config = loadSigningWorkerConfig({
      CLOUD_CERTIFICATE_PROVIDER: 'psc',
      CLOUD_CERTIFICATE_BASE_URL: 'https://psc.example.com/',
      CLOUD_CERTIFICATE_CLIENT_ID: 'rubrica',
      CLOUD_CERTIFICATE_CLIENT_SECRET: 's3cret',
      CLOUD_CERTIFICATE_HASH_ENCODING: 'hex',
    });
    expect(cloudCertificateSettings(config)).toMatchObject({
      provider: 'psc',
      baseUrl: 'https://psc.example.com',
      clientId: 'rubrica',
      clientSecret: 's3cret',
      hashEncoding: 'hex',
    });
  });

  it('default to a real provider in production, which then needs its address and client', () => {
    const error = configErrorOf(() =>
      loadSigningConfig({ NODE_ENV: 'production', BLOB_URL_SECRET: 'x'.repeat(32) }),
    );
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'CLOUD_CERTIFICATE_BASE_URL',
      'CLOUD_CERTIFICATE_CLIENT_ID',
      'CLOUD_CERTIFICATE_CLIENT_SECRET',
    ]);
    expect(
      cloudCertificateSettings(
        loadSigningConfig({
          NODE_ENV: 'production',
          BLOB_URL_SECRET: 'x'.repeat(32),
          CLOUD_CERTIFICATE_PROVIDER: 'sandbox',
        }),
      ).provider,
    ).toBe('sandbox');
  });

  it("refuse in production the sandbox's own client secret for a real provider", () => {
    const psc = {
      NODE_ENV: 'production',
      BLOB_URL_SECRET: 'x'.repeat(32),
      CLOUD_CERTIFICATE_BASE_URL: 'https://psc.example.com',
      CLOUD_CERTIFICATE_CLIENT_ID: 'rubrica',
    };
    expect(() =>
      loadSigningConfig({ ...psc, CLOUD_CERTIFICATE_CLIENT_SECRET: 'rubrica-sandbox-secret' }),
    ).toThrow(/- CLOUD_CERTIFICATE_CLIENT_SECRET: is a published example or default value/);
    expect(
      cloudCertificateSettings(
        loadSigningConfig({ ...psc, CLOUD_CERTIFICATE_CLIENT_SECRET: 'issued-by-the-psc' }),
      ).clientSecret,
    ).toBe('issued-by-the-psc');
  });

  it('refuse an unknown provider, hash encoding or a base URL that is not http(s)', () => {
    expect(() => loadSigningConfig({ CLOUD_CERTIFICATE_PROVIDER: 'birdid' })).toThrow(
      /CLOUD_CERTIFICATE_PROVIDER/,
    );
    expect(() => loadSigningConfig({ CLOUD_CERTIFICATE_HASH_ENCODING: 'base32' })).toThrow(
      /CLOUD_CERTIFICATE_HASH_ENCODING/,
    );
    expect(() => loadSigningWorkerConfig({ CLOUD_CERTIFICATE_BASE_URL: 'ftp://psc.example.com' })).toThrow(
      /CLOUD_CERTIFICATE_BASE_URL/,
    );
  });
});

describe('timestamp authority settings (both processes)', () => {
  it('are absent without TSA_URL, and read basic auth, a client certificate and the deadline with it', () => {
    expect(timestampAuthoritySettings(loadSigningWorkerConfig({}))).toBeUndefined();
    const settings = timestampAuthoritySettings(
      loadSigningConfig({
        TSA_URL: 'https://tsa.example.com/rfc3161',
        TSA_USERNAME: 'rubrica',
        TSA_PASSWORD: 'issued-by-the-tsa',
        TSA_CLIENT_CERT_PATH: '/etc/rubrica/tsa.crt',
        TSA_CLIENT_KEY_PATH: '/etc/rubrica/tsa.key',
        TSA_DEADLINE_MS: '60000',
      }),
    );
    expect(settings).toEqual({
      url: 'https://tsa.example.com/rfc3161',
      basicAuth: { username: 'rubrica', password: 'issued-by-the-tsa' },
      clientCertificate: { certPath: '/etc/rubrica/tsa.crt', keyPath: '/etc/rubrica/tsa.key' },
      timeoutMs: 10_000,
      deadlineMs: 60_000,
      reserveBytes: 12_288,
      allowLoopback: true,
    });
    const production = { NODE_ENV: 'production', TSA_URL: 'https://tsa.example.com/' } as const;
    expect(
      timestampAuthoritySettings({ ...loadSigningConfig({ TSA_URL: production.TSA_URL }), ...production })
        ?.allowLoopback,
    ).toBe(false);
  });

  it('refuse a client certificate without its key, a password without a user name, or a URL that is not http(s)', () => {
    expect(() => loadSigningWorkerConfig({ TSA_CLIENT_CERT_PATH: '/etc/rubrica/tsa.crt' })).toThrow(
      /TSA_CLIENT_KEY_PATH: .*the client certificate and its key go together/,
    );
    expect(() => loadSigningConfig({ TSA_PASSWORD: 'secret-of-the-tsa' })).toThrow(
      /TSA_USERNAME: .*is required with TSA_PASSWORD/,
    );
    expect(() => loadSigningWorkerConfig({ TSA_URL: 'ftp://tsa.example.com' })).toThrow(/TSA_URL/);
  });
});
