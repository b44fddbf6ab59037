import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { requestOrigin } from '../common/request-origin.store.js';
import { chainEvent } from './domain/envelope-event-chain.js';
import { EnvelopeEventEntity } from './envelope-event.entity.js';

export interface EnvelopeLogEntry {
  envelopeId: string;
  /** Dotted kind, e.g. `envelope.created`, `document.added`, `recipient.updated`. */
  type: string;
  /** What the History tab shows. */
  message: string;
  data?: Record<string, unknown>;
}

/**
 * Appends one entry to an envelope's hash-chained history, inside the caller's transaction.
 * A transaction-scoped advisory lock per envelope serialises writers, so two changes at once
 * never fork the chain (the unique sequence would refuse the second with a 500 otherwise).
 * An entry written while handling an HTTP request carries the caller's `ip_address` and
 * `user_agent` unless the writer recorded them itself (the recipients' actions do).
 */
export async function appendEnvelopeEvent(
  manager: EntityManager,
  entry: EnvelopeLogEntry,
): Promise<EnvelopeEventEntity> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [entry.envelopeId]);
  const events = manager.getRepository(EnvelopeEventEntity);
  const previous = await events.findOne({
    where: { envelopeId: entry.envelopeId },
    order: { sequence: 'DESC' },
  });
  const chained = chainEvent(previous, {
    envelopeId: entry.envelopeId,
    type: entry.type,
    message: entry.message,
    data: withRequestOrigin(entry.data ?? {}),
    createdAt: new Date(),
  });
  const row = events.create({ id: randomUUID(), ...chained });
  return events.save(row);
}

function withRequestOrigin(data: Record<string, unknown>): Record<string, unknown> {
  const origin = requestOrigin.getStore();
  if (!origin || 'ip_address' in data) return data;
  return { ...data, ip_address: origin.ipAddress, user_agent: origin.userAgent };
}
