// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadBillingConfig } from './billing.config.js';

await runService('billing', loadBillingConfig, { http: () => import('./app.module.js') });
