import { refusedVariables, describeProcessConfigDefaults } from '@rubrica/service-kit/config-testing';
import {
  loadEnvelopesConfig,
  SANDBOX_SIGNER_PLUGIN_LICENSE,
  signerPluginLicense,
} from './envelopes.config.js';

describe('envelopes configuration', () => {
  describeProcessConfigDefaults({
    name: 'envelopes',
    load: loadEnvelopesConfig,
    port: 3002,
    database: 'rubrica_envelopes',
  });

  it('is the Brazilian edition unless told otherwise, and refuses an unknown edition', () => {
    expect(loadEnvelopesConfig({}).PRODUCT_EDITION).toBe('br');
    expect(loadEnvelopesConfig({ PRODUCT_EDITION: 'us' }).PRODUCT_EDITION).toBe('us');
    expect(refusedVariables(() => loadEnvelopesConfig({ PRODUCT_EDITION: 'fr' }))).toEqual([
      'PRODUCT_EDITION',
    ]);
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
