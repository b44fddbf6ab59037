// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { bootstrapHttpService, runProcess } from '@rubrica/service-kit';
import { loadStorageConfig } from './storage.config.js';

await runProcess('storage', async () => {
  const config = loadStorageConfig();
  await bootstrapHttpService({
    name: 'storage',
    config,
    // Imported after telemetry has started, so pg and ioredis are instrumented.
    loadModule: async () => (await import('./app.module.js')).AppModule.forRoot(config),
    configure: async (app) => {
      // Signed links to stored files (fs driver), then request-reply (storage.get_item.v1).
      (await import('./blob-store/serve-fs-blob-links.js')).serveFsBlobLinks(app, config);
      await (await import('./items/connect-storage-rpc-server.js')).connectStorageRpcServer(app, config);
    },
  });
});
