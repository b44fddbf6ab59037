// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadSigningConfig } from './signing.config.js';

await runProcess('signing', async () => {
  const config = loadSigningConfig();
  await bootstrapHttpService({
    name: 'signing',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
    // Request-reply (signing.prepare_signable_hashes.v1) beside the HTTP routes.
    configure: async (app) =>
      (await import('./qualified-signatures/connect-signing-rpc-server.js')).connectSigningRpcServer(
        app,
        config,
      ),
  });
});
