// First: the loader hook that lets tracing see the modules loaded from here on.
import '@rubrica/telemetry/register';
import { runService } from '@rubrica/service-kit';
import { loadNotificationsConfig } from './notifications.config.js';

await runService('notifications', loadNotificationsConfig, { http: () => import('./app.module.js') });
