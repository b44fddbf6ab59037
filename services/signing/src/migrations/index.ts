import { eventMigrations } from '@rubrica/messaging';

/**
 * Every migration of `rubrica_signing`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const signingMigrations = [...eventMigrations];
