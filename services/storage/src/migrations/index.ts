import { eventMigrations } from '@rubrica/messaging';
import { ConversionRequests1733000000000 } from './1733000000000-conversion-requests.js';

/**
 * Every migration of `rubrica_storage`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const storageMigrations = [...eventMigrations, ConversionRequests1733000000000];
