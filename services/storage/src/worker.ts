// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadStorageWorkerConfig } from './storage.config.js';

await runService('storage-worker', loadStorageWorkerConfig, { worker: () => import('./worker.module.js') });
