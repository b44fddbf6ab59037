import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadStorageWorkerConfig } from '../src/storage.config.js';
import { WorkerModule } from '../src/worker.module.js';

describeServiceBoot({
  name: 'storage-worker',
  kind: 'worker',
  loadConfig: loadStorageWorkerConfig,
  module: (config) => WorkerModule.forRoot(config),
});
