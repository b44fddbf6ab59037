import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadNotificationsWorkerConfig } from '../src/notifications.config.js';
import { WorkerModule } from '../src/worker.module.js';

describeServiceBoot({
  name: 'notifications-worker',
  kind: 'worker',
  loadConfig: loadNotificationsWorkerConfig,
  module: (config) => WorkerModule.forRoot(config),
});
