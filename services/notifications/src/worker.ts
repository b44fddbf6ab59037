// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadNotificationsWorkerConfig } from './notifications.config.js';

await runService('notifications-worker', loadNotificationsWorkerConfig, {
  worker: () => import('./worker.module.js'),
});
