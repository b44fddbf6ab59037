import { eventMigrations } from '@rubrica/messaging';
import { ConversionRequests1733000000000 } from './1733000000000-conversion-requests.js';
import { StorageItems1734000000000 } from './1734000000000-storage-items.js';
import { StorageItemShares1735000000000 } from './1735000000000-storage-item-shares.js';
import { StoragePublishRoots1736000000000 } from './1736000000000-storage-publish-roots.js';

/**
 * Every migration of `rubrica_storage`, oldest first. The first ones create the outbox and
 * processed-events tables (shared with every service); business tables follow with their features.
 */
export const storageMigrations = [
  ...eventMigrations,
  ConversionRequests1733000000000,
  StorageItems1734000000000,
  StorageItemShares1735000000000,
  StoragePublishRoots1736000000000,
];
