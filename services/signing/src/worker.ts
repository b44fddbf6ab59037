// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadSigningWorkerConfig } from './signing.config.js';

await runService('signing-worker', loadSigningWorkerConfig, { worker: () => import('./worker.module.js') });
