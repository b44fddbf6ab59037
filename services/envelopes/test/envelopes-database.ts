import { createDataSource, runMigrations } from '@rubrica/database';
import { eventEntities, OutboxEventEntity } from '@rubrica/messaging';
import type { DataSource } from 'typeorm';
import { chainEvent, type ChainedEvent } from '../src/envelopes/domain/envelope-event-chain.js';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
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

/** The envelope's history as stored, first entry first. */
export function envelopeHistory(dataSource: DataSource, envelopeId: string): Promise<EnvelopeEventEntity[]> {
  return dataSource
    .getRepository(EnvelopeEventEntity)
    .find({ where: { envelopeId }, order: { sequence: 'ASC' } });
}

/**
 * Chains `entries` into the envelope's history, first one first, and hands each link to `store`
 * (which writes it as the schema under test expects).
 */
export async function storeChain(
  envelopeId: string,
  entries: ReadonlyArray<Pick<ChainedEvent, 'type' | 'message' | 'data'>>,
  store: (event: ChainedEvent) => Promise<unknown>,
): Promise<void> {
  let previous: ChainedEvent | null = null;
  for (const entry of entries) {
    previous = chainEvent(previous, { envelopeId, ...entry, createdAt: new Date() });
    await store(previous);
  }
}

/**
 * Runs `sql` on the stored history as only a superuser can, the append-only trigger bypassed: how a
 * spec forges an entry to see that the chain still tells.
 */
export async function forgeHistory(dataSource: DataSource, sql: string, params: unknown[]): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL session_replication_role = replica`);
    await manager.query(sql, params);
  });
}
