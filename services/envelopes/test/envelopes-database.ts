import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities, OutboxEventEntity } from '@rubrica/messaging';
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

/** The data of the envelope's latest history entry of `type` (undefined when it has none). */
export async function latestEntryData(
  dataSource: DataSource,
  envelopeId: string,
  type: string,
): Promise<Record<string, unknown>> {
  const [row] = await dataSource.query(
    `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = $2 ORDER BY sequence DESC LIMIT 1`,
    [envelopeId, type],
  );
  return row?.data;
}

/** The payloads of the outbox's events of `subject` (`rubrica.envelopes.document.added` ...). */
export async function outboxPayloads<T = Record<string, unknown>>(
  dataSource: DataSource,
  subject: string,
): Promise<T[]> {
  const rows = await dataSource.getRepository(OutboxEventEntity).findBy({ subject });
  return rows.map((row) => row.payload as T);
}
