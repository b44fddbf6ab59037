import { randomUUID } from 'node:crypto';
import type { EntityManager, QueryRunner } from 'typeorm';
import { requestOrigin } from '../common/request-origin.store.js';
import { chainEvent, type ChainedEvent } from './domain/envelope-event-chain.js';
import { EnvelopeEventEntity } from './envelope-event.entity.js';
import { SYSTEM_ACTOR, type EventActor } from './history/event-actor.js';
import type { HistoryText } from './history/history-text.js';
import { renderHistoryText } from './history/render-history-entry.js';

export interface EnvelopeLogEntry {
  envelopeId: string;
  /** Dotted kind, e.g. `envelope.created`, `document.added`, `recipient.updated`. */
  type: string;
  /** What the History tab says, by code: each reader sees it in their language. */
  text: HistoryText;
  data?: Record<string, unknown>;
  /**
   * Who did it. By default the signed-in user (or API client) of the request being handled, and
   * Rubrica itself outside a request; recipients' actions name the recipient.
   */
  actor?: EventActor;
}

/**
 * Appends one entry to an envelope's hash-chained history, inside the caller's transaction.
 * A transaction-scoped advisory lock per envelope serialises writers, so two changes at once
 * never fork the chain (the unique sequence would refuse the second with a 500 otherwise).
 * An entry written while handling an HTTP request carries the caller's `ip_address` and
 * `user_agent` unless the writer recorded them itself (the recipients' actions do), and its actor.
 */
export async function appendEnvelopeEvent(
  manager: EntityManager,
  entry: EnvelopeLogEntry,
): Promise<EnvelopeEventEntity> {
  const heads = historiesOf(manager)?.heads;
  const events = manager.getRepository(EnvelopeEventEntity);
  let previous = heads?.get(entry.envelopeId) ?? null;
  if (!heads?.has(entry.envelopeId)) {
    await lockEnvelopeHistory(manager, entry.envelopeId);
    previous = await events.findOne({
      where: { envelopeId: entry.envelopeId },
      order: { sequence: 'DESC' },
    });
  }
  const chained = chainEvent(previous, {
    envelopeId: entry.envelopeId,
    type: entry.type,
    message: renderHistoryText(entry.text, 'en'),
    messageCode: entry.text.code,
    messageParams: entry.text.params ?? {},
    actor: entry.actor ?? requestOrigin.getStore()?.actor ?? SYSTEM_ACTOR,
    data: withRequestOrigin(entry.data ?? {}),
    createdAt: new Date(),
  });
  const row = events.create({ id: randomUUID(), ...chained });
  // A new row under a fresh id: an insert, without the read by id `save` makes first to choose
  // between inserting and updating (TypeORM's insert types do not take the JSON columns' records).
  await events.insert(row as Parameters<typeof events.insert>[0]);
  heads?.set(entry.envelopeId, { sequence: row.sequence, hash: row.hash });
  return row;
}

/**
 * What each open transaction knows of the histories it writes: the ones whose lock it holds (held
 * until it ends, so it need not be taken again) and the entry it appended last to each. Nobody
 * else appends while the lock is held, so its next entries chain onto its last one without
 * taking the lock or reading the head again.
 */
interface TransactionHistories {
  locked: Set<string>;
  /** The last entry of each history the transaction appended to; `null`: an empty one it began. */
  heads: Map<string, Pick<ChainedEvent, 'sequence' | 'hash'> | null>;
}

const transactionHistories = new WeakMap<QueryRunner, TransactionHistories>();

/**
 * The histories of the manager's transaction; none outside a transaction, nor inside a
 * savepoint, whose rollback would undo an append and give back the lock taken for it.
 */
function historiesOf(manager: EntityManager): TransactionHistories | undefined {
  const runner = manager.queryRunner;
  if (!runner || runner.isReleased || !runner.isTransactionActive) return undefined;
  if ((runner as unknown as { transactionDepth?: number }).transactionDepth !== 1) {
    transactionHistories.delete(runner);
    return undefined;
  }
  let histories = transactionHistories.get(runner);
  if (!histories) {
    histories = { locked: new Set(), heads: new Map() };
    transactionHistories.set(runner, histories);
  }
  return histories;
}

/**
 * Declares the history of an envelope the transaction has just inserted: empty, and no one else's
 * to append to before it commits (nobody can name an envelope whose row they cannot see), so its
 * first entry is chained without taking the lock or reading the head. Outside a transaction (or in
 * a savepoint) it declares nothing, and the append locks and reads as any other.
 */
export function beginEnvelopeHistory(manager: EntityManager, envelopeId: string): void {
  const histories = historiesOf(manager);
  if (!histories || histories.heads.has(envelopeId)) return;
  histories.locked.add(envelopeId);
  histories.heads.set(envelopeId, null);
}

/**
 * Takes the envelope history's lock until the transaction ends, as every append does: a writer
 * that checks for an entry before appending one holds it first, making the two one step. A
 * transaction that holds it already takes it without a statement.
 */
export async function lockEnvelopeHistory(manager: EntityManager, envelopeId: string): Promise<void> {
  const histories = historiesOf(manager);
  if (histories?.locked.has(envelopeId)) return;
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [envelopeId]);
  histories?.locked.add(envelopeId);
}

function withRequestOrigin(data: Record<string, unknown>): Record<string, unknown> {
  const origin = requestOrigin.getStore();
  if (!origin || 'ip_address' in data) return data;
  return { ...data, ip_address: origin.ipAddress, user_agent: origin.userAgent };
}
