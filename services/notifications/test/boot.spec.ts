import { describeServiceBoot } from '@rubrica/service-kit/testing';
import { loadNotificationsConfig } from '../src/notifications.config.js';
import { AppModule } from '../src/app.module.js';

describeServiceBoot({
  name: 'notifications',
  kind: 'http',
  loadConfig: loadNotificationsConfig,
  module: (config) => AppModule.forRoot(config),
});
