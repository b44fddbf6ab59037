// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapWorker, runProcess } from '@rubrica/service-kit';
import { loadNotificationsWorkerConfig } from './notifications.config.js';

await runProcess('notifications-worker', async () => {
  const config = loadNotificationsWorkerConfig();
  await bootstrapWorker({
    name: 'notifications-worker',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./worker.module.js')).WorkerModule.forRoot(config),
  });
});
