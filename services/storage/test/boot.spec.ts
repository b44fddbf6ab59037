import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadStorageConfig } from '../src/storage.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'storage',
  kind: 'http',
  loadConfig: loadStorageConfig,
  module: (config) => AppModule.forRoot(config),
});
