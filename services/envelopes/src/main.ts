// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadEnvelopesConfig } from './envelopes.config.js';

await runProcess('envelopes', async () => {
  const config = loadEnvelopesConfig();
  await bootstrapHttpService({
    name: 'envelopes',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
  });
});
