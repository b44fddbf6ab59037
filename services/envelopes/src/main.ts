// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadEnvelopesConfig } from './envelopes.config.js';

await runService('envelopes', loadEnvelopesConfig, { http: () => import('./app.module.js') });
