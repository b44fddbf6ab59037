import { ConfigError } from '@rubrica/config';
import {
  loadEnvelopesConfig,
  SANDBOX_SIGNER_PLUGIN_LICENSE,
  signerPluginLicense,
} from './envelopes.config.js';

describe('envelopes configuration', () => {
  it('defaults to port 3002 and the rubrica_envelopes database on localhost', () => {
    const config = loadEnvelopesConfig({});
    expect(config.PORT).toBe(3002);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/rubrica_envelopes');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names PORT when it is not a port number', () => {
    let error: unknown;
    try {
      loadEnvelopesConfig({ PORT: 'http' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PORT']);
    expect((error as ConfigError).message).toMatch(/^envelopes: invalid configuration\n\s+- PORT: /);
  });

  it('is the Brazilian edition unless told otherwise, and refuses an unknown edition', () => {
    expect(loadEnvelopesConfig({}).PRODUCT_EDITION).toBe('br');
    expect(loadEnvelopesConfig({ PRODUCT_EDITION: 'us' }).PRODUCT_EDITION).toBe('us');
    let error: unknown;
    try {
      loadEnvelopesConfig({ PRODUCT_EDITION: 'fr' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual(['PRODUCT_EDITION']);
  });

  it('hands the signer plugin the configured licence, the sandbox one in development, none in production', () => {
    expect(signerPluginLicense(loadEnvelopesConfig({ SIGNER_PLUGIN_LICENSE: 'ACME-123' }))).toBe('ACME-123');
    expect(signerPluginLicense(loadEnvelopesConfig({}))).toBe(SANDBOX_SIGNER_PLUGIN_LICENSE);
    expect(
      signerPluginLicense(
        loadEnvelopesConfig({
          NODE_ENV: 'production',
          BLOB_URL_SECRET: 'production-blob-url-secret-0123456789',
        }),
      ),
    ).toBeNull();
  });
});
