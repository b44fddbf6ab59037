import { createHash } from 'node:crypto';

/**
 * The event log is tamper-evident (ARCHITECTURE.md): each row of an envelope's history stores the
 * previous row's hash and its own, SHA-256 over the previous hash and the row's canonical content.
 * Changing, removing or reordering a row breaks every hash after it.
 */
export const GENESIS_HASH = '0'.repeat(64);

export interface EventContent {
  envelopeId: string;
  sequence: number;
  type: string;
  message: string;
  data: Record<string, unknown>;
  createdAt: Date;
  /** Hashed when set. Entries from before these were stored have none, and keep their hash. */
  messageCode?: string | null;
  messageParams?: Record<string, string> | null;
  actor?: object | null;
}

export interface ChainedEvent extends EventContent {
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every depth, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export function computeEventHash(prevHash: string, content: EventContent): string {
  const canonical = canonicalJson({
    envelope_id: content.envelopeId,
    sequence: content.sequence,
    type: content.type,
    message: content.message,
    data: content.data,
    created_at: content.createdAt.toISOString(),
    // Absent (not null) when unset: the canonical form leaves them out, as it did before they existed.
    message_code: content.messageCode ?? undefined,
    message_params: content.messageParams ?? undefined,
    actor: content.actor ?? undefined,
  });
  return createHash('sha256').update(prevHash).update('\n').update(canonical).digest('hex');
}

/** The next link of an envelope's chain, after `previous` (null for its first event). */
export function chainEvent(
  previous: Pick<ChainedEvent, 'hash' | 'sequence'> | null,
  content: Omit<EventContent, 'sequence'>,
): ChainedEvent {
  const prevHash = previous?.hash ?? GENESIS_HASH;
  const withSequence = { ...content, sequence: (previous?.sequence ?? 0) + 1 };
  return { ...withSequence, prevHash, hash: computeEventHash(prevHash, withSequence) };
}

export type ChainVerification = { valid: true } | { valid: false; sequence: number; reason: string };

/** Checks one envelope's events, given in sequence order, from the first. */
export function verifyEventChain(rows: ChainedEvent[]): ChainVerification {
  let prevHash = GENESIS_HASH;
  let expectedSequence = 1;
  for (const row of rows) {
    if (row.sequence !== expectedSequence) {
      return { valid: false, sequence: row.sequence, reason: `expected sequence ${expectedSequence}` };
    }
    if (row.prevHash !== prevHash) {
      return { valid: false, sequence: row.sequence, reason: 'previous hash does not match' };
    }
    if (computeEventHash(prevHash, row) !== row.hash) {
      return { valid: false, sequence: row.sequence, reason: 'content does not match its hash' };
    }
    prevHash = row.hash;
    expectedSequence += 1;
  }
  return { valid: true };
}
