import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { createDataSource, runMigrations } from '@rubrica/database';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import { ensureStream, eventEntities, eventMigrations, type ConsumedEvent } from '../src/events/index.js';

/** The side effect the test handlers apply: one row per application of an event. */
class CreateEffects1700000000900 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE effects (id serial PRIMARY KEY, event_id text NOT NULL, amount integer NOT NULL)',
    );
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE effects');
  }
}

export interface EventsFixture {
  database: TestDatabase;
  dataSource: DataSource;
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  stream: string;
  /** A subject prefix of this test file's own, e.g. `t_ab12.orders`; the stream captures `<prefix>.>`. */
  subjectPrefix: string;
  teardown(): Promise<void>;
}

export async function setupEventsFixture(name: string, natsUrl?: string): Promise<EventsFixture> {
  const database = await createTestDatabase(`events_${name}`);
  const dataSource = await createDataSource({
    url: database.url,
    entities: eventEntities,
    migrations: [...eventMigrations, CreateEffects1700000000900],
  }).initialize();
  await runMigrations(dataSource);
  const nc = await connect({
    servers: natsUrl ?? (await resolveTestServices()).natsUrl,
    // Keep trying through a server restart, as a service would.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
  });
  const jsm = await jetstreamManager(nc);
  const unique = uniqueName(name);
  const stream = `RUBRICA_TEST_${unique.toUpperCase()}`;
  const subjectPrefix = `t_${unique}`;
  await ensureStream(jsm, { name: stream, subjects: [`${subjectPrefix}.>`] });
  return {
    database,
    dataSource,
    nc,
    js: jetstream(nc),
    jsm,
    stream,
    subjectPrefix,
    async teardown() {
      await jsm.streams.delete(stream).catch(() => undefined);
      await nc.close();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/** The handler the tests use: records one `effects` row per application. */
export async function recordEffect(
  event: ConsumedEvent<{ amount: number }>,
  manager: EntityManager,
): Promise<void> {
  await manager.query('INSERT INTO effects (event_id, amount) VALUES ($1, $2)', [
    event.id,
    event.payload.amount,
  ]);
}

export async function effectCounts(dataSource: DataSource): Promise<Map<string, number>> {
  const rows: { event_id: string; n: number }[] = await dataSource.query(
    'SELECT event_id, count(*)::int AS n FROM effects GROUP BY event_id',
  );
  return new Map(rows.map((row) => [row.event_id, row.n]));
}

/** Polls until `check` returns true; throws with `what` if it never does. */
export async function eventually(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
