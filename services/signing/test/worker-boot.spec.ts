import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadSigningWorkerConfig } from '../src/signing.config.js';
import { WorkerModule } from '../src/worker.module.js';

describeServiceBoot({
  name: 'signing-worker',
  kind: 'worker',
  loadConfig: loadSigningWorkerConfig,
  module: (config) => WorkerModule.forRoot(config),
});
