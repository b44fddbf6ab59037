import { ConfigError } from '@rubrica/config';
import { loadSigningConfig, loadSigningWorkerConfig } from './signing.config.js';

describe('signing configuration', () => {
  it('defaults to port 3003 and the rubrica_signing database on localhost', () => {
    const config = loadSigningConfig({});
    expect(config.PORT).toBe(3003);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_signing');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadSigningConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^signing: invalid configuration\n\s+- PORT: /);
  });
});

describe('signing-worker configuration', () => {
  it('defaults to port 3103 and the signing database', () => {
    const config = loadSigningWorkerConfig({});
    expect(config.PORT).toBe(3103);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_signing');
  });

  it('seals with a development certificate in .data/signing unless a PKCS#12 file is configured', () => {
    const config = loadSigningWorkerConfig({});
    expect(config.SIGNING_PKCS12_PATH).toBeUndefined();
    expect(config.SIGNING_DATA_DIR).toBe('.data/signing');
    expect(config.SIGNING_JOB_ATTEMPTS).toBe(5);
    expect(config.SIGNING_REQUESTS_DURABLE).toBe('signing-recipient-signing-requested');
    expect(config.SEALING_REQUESTS_DURABLE).toBe('signing-envelope-sealing-requested');
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

  it('names PORT when it is not a port number', () => {
    expect(() => loadSigningWorkerConfig({ PORT: '99999' })).toThrow(
      /signing-worker: invalid configuration\n\s+- PORT: /,
    );
  });
});
