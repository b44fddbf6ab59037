import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@rubrica/testing';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
import { appendEnvelopeEvent, beginEnvelopeHistory } from '../src/envelopes/envelope-event.store.js';
import { StatementCount } from './flow-support/statement-count.js';
import { envelopeHistory, forgeHistory, migratedDataSource, storeChain } from './envelopes-database.js';

let database: TestDatabase;
let dataSource: DataSource;
const envelopeId = randomUUID();

const readChain = () => envelopeHistory(dataSource, envelopeId);

beforeAll(async () => {
  database = await createTestDatabase('envelope_events');
  dataSource = await migratedDataSource(database.url);

  const entries = [
    { type: 'envelope.created', message: 'Envelope created' },
    { type: 'envelope.sent', message: 'Envelope sent' },
    { type: 'recipient.signed', message: 'Ana signed' },
  ].map((entry) => ({ ...entry, data: { ip: '203.0.113.7', step: entry.type } }));
  await storeChain(envelopeId, entries, (event) =>
    dataSource.getRepository(EnvelopeEventEntity).save({ id: randomUUID(), ...event }),
  );
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('the envelope event log', () => {
  it('verifies a chain read back from the database', async () => {
    const rows = await readChain();
    expect(rows).toHaveLength(3);
    expect(verifyEventChain(rows)).toEqual({ valid: true });
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    // A plain client, so the refused statements are not logged as TypeORM errors.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await expectRefused(client);
    } finally {
      await client.end();
    }
    expect(await readChain()).toHaveLength(3);
  });

  async function expectRefused(client: pg.Client): Promise<void> {
    await expect(
      client.query(`UPDATE envelope_events SET message = 'forged' WHERE envelope_id = $1`, [envelopeId]),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(
      client.query('DELETE FROM envelope_events WHERE envelope_id = $1', [envelopeId]),
    ).rejects.toThrow(/append-only: DELETE refused/);
    await expect(client.query('TRUNCATE envelope_events')).rejects.toThrow(/append-only: TRUNCATE refused/);
  }

  it('detects a row changed behind the trigger', async () => {
    await forgeHistory(
      dataSource,
      `UPDATE envelope_events SET message = 'Bruno signed' WHERE envelope_id = $1 AND sequence = 3`,
      [envelopeId],
    );
    const rows = await readChain();
    expect(rows[2]!.message).toBe('Bruno signed');
    expect(verifyEventChain(rows)).toEqual({
      valid: false,
      sequence: 3,
      reason: 'content does not match its hash',
    });
  });

  it('begins a new envelope’s history without its lock or a head read, and later writers chain onto it', async () => {
    const id = randomUUID();
    const append = (manager: DataSource['manager'], type: string) =>
      appendEnvelopeEvent(manager, { envelopeId: id, type, text: { code: 'envelope.created' } });
    const count = new StatementCount();
    count.step = 'created';
    await count.on(dataSource, () =>
      dataSource.transaction(async (manager) => {
        beginEnvelopeHistory(manager, id);
        await append(manager, 'envelope.created');
        await append(manager, 'document.added');
      }),
    );
    // START TRANSACTION, the two inserts, COMMIT.
    expect(count.counted.get('created')).toBe(4);
    // Another transaction takes the lock and reads the head; outside one nothing is begun.
    await dataSource.transaction((manager) => append(manager, 'recipient.added'));
    beginEnvelopeHistory(dataSource.manager, id);
    await append(dataSource.manager, 'envelope.updated');
    const rows = await envelopeHistory(dataSource, id);
    expect(rows.map((row) => [row.sequence, row.type])).toEqual([
      [1, 'envelope.created'],
      [2, 'document.added'],
      [3, 'recipient.added'],
      [4, 'envelope.updated'],
    ]);
    expect(verifyEventChain(rows)).toEqual({ valid: true });
  });
});
