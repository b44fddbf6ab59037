// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadNotificationsConfig } from './notifications.config.js';

await runProcess('notifications', async () => {
  const config = loadNotificationsConfig();
  await bootstrapHttpService({
    name: 'notifications',
    config,
    // WhatsApp's webhook is verified against the exact bytes it signed.
    rawBody: true,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
  });
});
