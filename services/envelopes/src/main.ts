// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadEnvelopesConfig } from './envelopes.config.js';

await runProcess('envelopes', async () => {
  const config = loadEnvelopesConfig();
  await bootstrapHttpService({
    name: 'envelopes',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
    // Request-reply (envelopes.resolve_action_token.v1) beside the HTTP routes.
    configure: async (app) =>
      (await import('./public/connect-envelopes-rpc-server.js')).connectEnvelopesRpcServer(app, config),
  });
});
