import { chainEvent, type ChainedEvent } from './envelope-event-chain.js';
import { exportHistory, verifyHistoryExport, type HistoryExport } from './history-export.js';

const ENVELOPE = { id: '0b9c1d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', hashid: 'RBK-AAAA-01' };

function history(count: number): HistoryExport {
  const rows: ChainedEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      chainEvent(rows.at(-1) ?? null, {
        envelopeId: ENVELOPE.id,
        type: index === 0 ? 'envelope.created' : 'recipient.acted',
        message: `event ${index}`,
        messageCode: 'envelope.created',
        messageParams: { name: 'Ana' },
        actor: { type: 'user', id: 'u1', name: 'Sofia' },
        data: { action: 'sign', ip_address: '192.0.2.1', nested: { b: 1, a: [1, 2] } },
        createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0, index, 123)),
      }),
    );
  }
  // Through JSON, as a reader gets it from the page's attachment.
  return JSON.parse(JSON.stringify(exportHistory(ENVELOPE, rows))) as HistoryExport;
}

describe('the history attached to the signature page', () => {
  it('holds every entry with its hashes, and its chain verifies from the JSON alone', () => {
    const exported = history(3);
    expect(exported.entries.map((entry) => entry.sequence)).toEqual([1, 2, 3]);
    expect(exported.entries[1]!.prev_hash).toBe(exported.entries[0]!.hash);
    expect(verifyHistoryExport(exported)).toEqual({
      valid: true,
      envelope_id: ENVELOPE.id,
      validation_code: 'RBK-AAAA-01',
      entries: 3,
      last_hash: exported.entries[2]!.hash,
    });
  });

  it.each([
    [
      'a changed message',
      (h: HistoryExport) => void (h.entries[1]!.message = 'event 1, edited'),
      2,
      'content',
    ],
    [
      'a changed IP address',
      (h: HistoryExport) => void (h.entries[2]!.data.ip_address = '203.0.113.9'),
      3,
      'content',
    ],
    [
      'a changed date',
      (h: HistoryExport) => void (h.entries[0]!.created_at = '2026-03-09T12:00:00.123Z'),
      1,
      'content',
    ],
    ['a removed entry', (h: HistoryExport) => void h.entries.splice(1, 1), 3, 'sequence'],
    ['a replaced hash', (h: HistoryExport) => void (h.entries[1]!.hash = 'f'.repeat(64)), 2, 'content'],
  ])('fails on %s, naming the first entry that no longer follows', (_name, tamper, sequence, reason) => {
    const exported = history(3);
    tamper(exported);
    expect(verifyHistoryExport(exported)).toMatchObject({ valid: false, sequence, reason });
  });

  it('fails when an entry and every hash after it are recomputed but the links are not', () => {
    const exported = history(3);
    exported.entries[1]!.prev_hash = '0'.repeat(64);
    expect(verifyHistoryExport(exported)).toMatchObject({
      valid: false,
      sequence: 2,
      reason: 'previous_hash',
      message: 'History entry 2: previous hash does not match.',
    });
  });

  it('calls an entry nested deeper than the stack unreadable rather than failing', () => {
    const exported = history(1);
    let deep: unknown = 'bottom';
    for (let depth = 0; depth < 200_000; depth += 1) deep = { d: deep };
    exported.entries[0]!.data = { deep };
    expect(verifyHistoryExport(exported)).toMatchObject({ valid: false, reason: 'unreadable' });
  });

  it.each([
    ['not JSON of ours', { hello: 'world' }, 'unreadable'],
    ['text', 'not json', 'unreadable'],
    ['an empty history', { ...history(1), entries: [] }, 'empty'],
  ])('says when the attachment is %s', (_name, json, reason) => {
    expect(verifyHistoryExport(json)).toMatchObject({ valid: false, reason, sequence: null });
  });
});
