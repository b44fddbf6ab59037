// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapWorker, runProcess } from '@rubrica/service-kit';
import { loadStorageWorkerConfig } from './storage.config.js';

await runProcess('storage-worker', async () => {
  const config = loadStorageWorkerConfig();
  await bootstrapWorker({
    name: 'storage-worker',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./worker.module.js')).WorkerModule.forRoot(config),
  });
});
