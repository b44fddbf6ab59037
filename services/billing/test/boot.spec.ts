import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadBillingConfig } from '../src/billing.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'billing',
  kind: 'http',
  loadConfig: loadBillingConfig,
  module: (config) => AppModule.forRoot(config),
});
