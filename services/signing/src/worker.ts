// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapWorker, runProcess } from '@rubrica/service-kit';
import { loadSigningWorkerConfig } from './signing.config.js';

await runProcess('signing-worker', async () => {
  const config = loadSigningWorkerConfig();
  await bootstrapWorker({
    name: 'signing-worker',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./worker.module.js')).WorkerModule.forRoot(config),
  });
});
