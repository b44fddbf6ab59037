import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadSigningConfig } from '../src/signing.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'signing',
  kind: 'http',
  loadConfig: loadSigningConfig,
  module: (config) => AppModule.forRoot(config),
  tables: [
    'signing_requests',
    'signature_profiles',
    'cloud_certificate_sessions',
    'external_signature_transactions',
    'cloud_sandbox_authority',
    'cloud_sandbox_certificates',
    'cloud_sandbox_tokens',
  ],
});
