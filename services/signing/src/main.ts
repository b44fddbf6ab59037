// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadSigningConfig } from './signing.config.js';

await runService('signing', loadSigningConfig, { http: () => import('./app.module.js') });
