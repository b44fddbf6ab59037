import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities } from '@rubrica/messaging';
import type { DataSource } from 'typeorm';
import { envelopesEntities } from '../src/envelopes.entities.js';
import { envelopesMigrations } from '../src/migrations/index.js';

type EnvelopesMigration = (typeof envelopesMigrations)[number];

/**
 * A data source on the database at `url`, its schema migrated. Leaving `without` migrations out
 * gives the schema as it was before them, so only the outbox's entities are loaded then.
 */
export async function migratedDataSource(
  url: string,
  without: EnvelopesMigration[] = [],
): Promise<DataSource> {
  const dataSource = createDataSource({
    url,
    entities: without.length ? [...eventEntities] : [...eventEntities, ...envelopesEntities],
    migrations: envelopesMigrations.filter((migration) => !without.includes(migration)),
  });
  await dataSource.initialize();
  await runMigrations(dataSource);
  return dataSource;
}
