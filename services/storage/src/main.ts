// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadStorageConfig } from './storage.config.js';

await runProcess('storage', async () => {
  const config = loadStorageConfig();
  await bootstrapHttpService({
    name: 'storage',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
  });
});
