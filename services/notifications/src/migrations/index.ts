import { eventMigrations } from '@rubrica/messaging';
import { WhatsappMessages1735000000000 } from './1735000000000-whatsapp-messages.js';
import { Webhooks1736000000000 } from './1736000000000-webhooks.js';
import { Integrations1737000000000 } from './1737000000000-integrations.js';

/**
 * Every migration of `rubrica_notifications`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const notificationsMigrations = [
  ...eventMigrations,
  WhatsappMessages1735000000000,
  Webhooks1736000000000,
  Integrations1737000000000,
];
