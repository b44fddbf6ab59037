import { eventMigrations } from '@rubrica/messaging';
import { EnvelopesSchema1720000000000 } from './1720000000000-envelopes-schema.js';

/**
 * Every migration of `rubrica_envelopes`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const envelopesMigrations = [...eventMigrations, EnvelopesSchema1720000000000];
