// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadIdentityConfig } from './identity.config.js';

await runService('identity', loadIdentityConfig, { http: () => import('./app.module.js') });
