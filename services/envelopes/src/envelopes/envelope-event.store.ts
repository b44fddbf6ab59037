import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { requestOrigin } from '../common/request-origin.store.js';
import { chainEvent } from './domain/envelope-event-chain.js';
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
  await lockEnvelopeHistory(manager, entry.envelopeId);
  const events = manager.getRepository(EnvelopeEventEntity);
  const previous = await events.findOne({
    where: { envelopeId: entry.envelopeId },
    order: { sequence: 'DESC' },
  });
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
  return row;
}

/**
 * Takes the envelope history's lock until the transaction ends, as every append does: a writer
 * that checks for an entry before appending one holds it first, making the two one step.
 */
export async function lockEnvelopeHistory(manager: EntityManager, envelopeId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [envelopeId]);
}

function withRequestOrigin(data: Record<string, unknown>): Record<string, unknown> {
  const origin = requestOrigin.getStore();
  if (!origin || 'ip_address' in data) return data;
  return { ...data, ip_address: origin.ipAddress, user_agent: origin.userAgent };
}
