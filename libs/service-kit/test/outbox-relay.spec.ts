import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { eventEntities, eventMigrations, OutboxWriter, streamNameFor } from '@rubrica/messaging';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import { bootstrapHttpService, DatabaseModule, NatsModule, OutboxRelayModule } from '../src/index.js';
import { eventually } from './tcp-forwarder.js';

const service = uniqueName('kit').replace(/[^a-z0-9]/gi, '');
const stream = streamNameFor(service);

let database: TestDatabase;
let nc: NatsConnection;
let jsm: JetStreamManager;
let app: NestExpressApplication;

beforeAll(async () => {
  const env = await resolveTestServices();
  database = await createTestDatabase('service_kit_outbox');
  nc = await connect({ servers: env.natsUrl });
  jsm = await jetstreamManager(nc);

  @Module({
    imports: [
      DatabaseModule.forService({
        url: database.url,
        name: service,
        entities: eventEntities,
        migrations: eventMigrations,
      }),
      NatsModule.forRoot({ url: env.natsUrl, name: service }),
      OutboxRelayModule.forService({ service, pollIntervalMs: 50 }),
    ],
  })
  class RelayTestModule {}

  app = await bootstrapHttpService({
    name: service,
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: RelayTestModule,
    telemetry: false,
    handleSignals: false,
  });
});

afterAll(async () => {
  await app?.close();
  await jsm?.streams.delete(stream).catch(() => undefined);
  await nc?.close();
  await database?.drop();
});

describe('OutboxRelayModule', () => {
  it("creates the service's stream and publishes committed outbox rows to it", async () => {
    const dataSource = app.get(DataSource);
    const id = await dataSource.transaction((manager) =>
      OutboxWriter.append(manager, {
        subject: `rubrica.${service}.thing.created`,
        type: 'rubrica.test.v1.ThingCreated',
        payload: { thingId: 't-1' },
      }),
    );
    const published = await eventually(async () => {
      const [row] = await dataSource.query('SELECT published_at FROM outbox_events WHERE id = $1', [id]);
      return row?.published_at != null;
    });
    expect(published).toBe(true);
    const message = await jsm.streams.getMessage(stream, {
      last_by_subj: `rubrica.${service}.thing.created`,
    });
    expect(message?.json()).toEqual({ thingId: 't-1' });
    expect(message?.header.get('Nats-Msg-Id')).toBe(id);
  });
});
