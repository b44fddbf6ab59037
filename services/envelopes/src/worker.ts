// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapWorker, runProcess } from '@rubrica/service-kit';
import { loadEnvelopesWorkerConfig } from './envelopes.config.js';

await runProcess('envelopes-worker', async () => {
  const config = loadEnvelopesWorkerConfig();
  await bootstrapWorker({
    name: 'envelopes-worker',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./worker.module.js')).WorkerModule.forRoot(config),
  });
});
