import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@rubrica/testing';
import type { DataSource } from 'typeorm';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { appendEnvelopeEvent } from '../src/envelopes/envelope-event.store.js';
import { EventActors1736000000000 } from '../src/migrations/1736000000000-event-actors.js';
import { envelopeHistory, forgeHistory, migratedDataSource, storeChain } from './envelopes-database.js';

let database: TestDatabase;
let dataSource: DataSource;
const envelopeId = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase('envelope_event_actors');
  // The schema as it was before actors were stored, with a history written then.
  const before = await migratedDataSource(database.url, [EventActors1736000000000]);
  const entries = [
    { type: 'recipient.added', message: 'Maria Oliveira added as signer.', data: { recipient_id: 'r-1' } },
    {
      type: 'recipient.notified',
      message: 'Maria Oliveira notified',
      data: { recipient_id: 'r-1', reason: 'sent' },
    },
    { type: 'envelope.completed', message: 'Envelope completed', data: {} },
  ];
  await storeChain(envelopeId, entries, (event) =>
    before.query(
      `INSERT INTO envelope_events (id, envelope_id, sequence, type, message, data, prev_hash, hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        randomUUID(),
        envelopeId,
        event.sequence,
        event.type,
        event.message,
        JSON.stringify(event.data),
        event.prevHash,
        event.hash,
        event.createdAt,
      ],
    ),
  );
  await before.destroy();

  dataSource = await migratedDataSource(database.url);
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const readChain = () => envelopeHistory(dataSource, envelopeId);

describe('storing actors apart from subjects', () => {
  it('keeps a history written before the migration verifiable', async () => {
    const rows = await readChain();
    expect(rows.map((row) => [row.actor, row.messageCode])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(verifyEventChain(rows)).toEqual({ valid: true });
  });

  it('chains new entries, with their actor and sentence, after the old ones', async () => {
    await dataSource.transaction((manager) =>
      appendEnvelopeEvent(manager, {
        envelopeId,
        type: 'envelope.downloaded',
        text: { code: 'envelope.documents_downloaded' },
        actor: { type: 'recipient', id: 'r-1', name: 'Maria Oliveira' },
      }),
    );
    const rows = await readChain();
    expect(rows.at(-1)).toMatchObject({
      sequence: 4,
      message: 'Documents downloaded',
      messageCode: 'envelope.documents_downloaded',
      actor: { type: 'recipient', id: 'r-1', name: 'Maria Oliveira' },
    });
    expect(verifyEventChain(rows)).toEqual({ valid: true });
  });

  it('tells when an actor was changed behind the trigger', async () => {
    await forgeHistory(
      dataSource,
      `UPDATE envelope_events SET actor = '{"type":"system"}' WHERE envelope_id = $1 AND sequence = 4`,
      [envelopeId],
    );
    expect(verifyEventChain(await readChain())).toEqual({
      valid: false,
      sequence: 4,
      reason: 'content does not match its hash',
    });
  });
});
