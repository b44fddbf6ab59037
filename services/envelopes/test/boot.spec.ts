import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { uniqueName } from '@rubrica/testing';
import { loadEnvelopesConfig } from '../src/envelopes.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'envelopes',
  kind: 'http',
  loadConfig: loadEnvelopesConfig,
  module: (config) => AppModule.forRoot(config),
  // Durable consumers of its own, so this file never takes events meant for another process.
  env: { FLOW_EVENTS_DURABLE_PREFIX: uniqueName('envelopes_flow_boot') },
  tables: ['envelopes', 'documents', 'recipients', 'fields', 'contents', 'notes', 'envelope_events'],
});
