import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadEnvelopesConfig } from '../src/envelopes.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'envelopes',
  kind: 'http',
  loadConfig: loadEnvelopesConfig,
  module: (config) => AppModule.forRoot(config),
  tables: ['envelopes', 'documents', 'recipients', 'fields', 'contents', 'notes', 'envelope_events'],
});
