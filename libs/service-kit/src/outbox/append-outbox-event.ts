import type { EntityManager } from 'typeorm';
import { OutboxWriter } from '@rubrica/messaging';
import { EVENTS, encodeEvent, type EventInit, type EventSubject } from '@rubrica/proto';

/**
 * Records an event of the registry in the outbox of the caller's transaction: its proto type name
 * and JSON payload come from the subject, so no caller spells them.
 */
export async function appendOutboxEvent<S extends EventSubject>(
  manager: EntityManager,
  subject: S,
  message: EventInit<S>,
): Promise<string> {
  return OutboxWriter.append(manager, {
    subject,
    type: EVENTS[subject].typeName,
    payload: encodeEvent(subject, message),
  });
}
