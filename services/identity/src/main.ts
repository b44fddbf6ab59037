// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadIdentityConfig } from './identity.config.js';

await runProcess('identity', async () => {
  const config = loadIdentityConfig();
  await bootstrapHttpService({
    name: 'identity',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
    // Request-reply (identity.resolve_principal.v1, ...) beside the HTTP routes.
    configure: async (app) =>
      (await import('./principal/connect-identity-rpc-server.js')).connectIdentityRpcServer(app, config),
  });
});
