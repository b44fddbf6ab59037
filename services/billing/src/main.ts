// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadBillingConfig } from './billing.config.js';

await runProcess('billing', async () => {
  const config = loadBillingConfig();
  await bootstrapHttpService({
    name: 'billing',
    config,
    // Payment providers sign their webhooks over the exact bytes they sent.
    rawBody: true,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
    // Request-reply (billing.may_send.v1, ...) beside the HTTP routes.
    configure: async (app) =>
      (await import('./quota/connect-billing-rpc-server.js')).connectBillingRpcServer(app, config),
  });
});
