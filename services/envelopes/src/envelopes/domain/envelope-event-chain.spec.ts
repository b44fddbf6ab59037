import { GENESIS_HASH, chainEvent, verifyEventChain, type ChainedEvent } from './envelope-event-chain.js';

function chain(count: number): ChainedEvent[] {
  const rows: ChainedEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      chainEvent(rows.at(-1) ?? null, {
        envelopeId: 'e1',
        type: 'recipient.acted',
        message: `event ${index}`,
        data: { b: index, a: { z: 1, y: [1, 2] } },
        createdAt: new Date(Date.UTC(2026, 2, 10, 12, 0, index)),
      }),
    );
  }
  return rows;
}

describe('envelope event chain', () => {
  it('links each event to the previous one, starting from the genesis hash', () => {
    const rows = chain(3);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(rows.map((row) => row.sequence)).toEqual([1, 2, 3]);
    expect(verifyEventChain(rows)).toEqual({ valid: true });
  });

  it('hashes the same content the same whatever the key order', () => {
    const [row] = chain(1);
    const reordered = { ...row!, data: { a: { y: [1, 2], z: 1 }, b: 0 } };
    expect(verifyEventChain([reordered])).toEqual({ valid: true });
  });

  it('detects a changed message', () => {
    const rows = chain(3);
    rows[1] = { ...rows[1]!, message: 'forged' };
    expect(verifyEventChain(rows)).toMatchObject({ valid: false, sequence: 2 });
  });

  it('detects a removed event', () => {
    const rows = chain(3);
    rows.splice(1, 1);
    expect(verifyEventChain(rows)).toMatchObject({ valid: false, sequence: 3 });
  });

  it('detects a rehashed row whose successor still points at the old hash', () => {
    const rows = chain(3);
    const forged = chainEvent(rows[0]!, { ...rows[1]!, message: 'forged' });
    rows[1] = forged;
    expect(verifyEventChain(rows)).toMatchObject({
      valid: false,
      sequence: 3,
      reason: 'previous hash does not match',
    });
  });
});
