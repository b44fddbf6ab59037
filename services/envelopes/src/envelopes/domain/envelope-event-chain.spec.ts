import {
  GENESIS_HASH,
  chainEvent,
  computeEventHash,
  verifyEventChain,
  type ChainedEvent,
} from './envelope-event-chain.js';

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

describe('entries written before actors and message codes were stored', () => {
  const legacy = {
    envelopeId: '6f1c1e0a-3b7e-4c53-9a52-1d2f3e4a5b6c',
    sequence: 1,
    type: 'recipient.added',
    message: 'Maria Oliveira added as signer.',
    data: { recipient_id: 'r-1' },
    createdAt: new Date('2026-11-01T12:00:00.000Z'),
  };

  it('keep the hash they were written with, whether the new columns read as absent or null', () => {
    // Computed by the chain as it was before the columns existed.
    const written = 'fc79b24c7ec9e2c7e65e3b1c16aeadfe5920bef6ef25f0572951c0ff351acf2c';
    expect(computeEventHash(GENESIS_HASH, legacy)).toBe(written);
    expect(
      computeEventHash(GENESIS_HASH, { ...legacy, messageCode: null, messageParams: null, actor: null }),
    ).toBe(written);
  });

  it('cover the actor and the message code of new entries', () => {
    const entry = chainEvent(null, {
      ...legacy,
      messageCode: 'recipient.added',
      messageParams: { name: 'Maria Oliveira', role: 'signer' },
      actor: { type: 'user', id: 'u-1' },
    });
    expect(verifyEventChain([entry])).toEqual({ valid: true });
    expect(verifyEventChain([{ ...entry, actor: { type: 'recipient', id: 'r-1', name: 'Maria' } }])).toEqual({
      valid: false,
      sequence: 1,
      reason: 'content does not match its hash',
    });
    expect(verifyEventChain([{ ...entry, messageParams: { name: 'João', role: 'signer' } }])).toMatchObject({
      valid: false,
    });
  });
});
