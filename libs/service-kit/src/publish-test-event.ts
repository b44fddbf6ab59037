import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { EventHeaders } from '@rubrica/messaging';
import { encodeEvent, EVENTS, type EventInit, type EventSubject } from '@rubrica/proto';

/**
 * Publishes a registered event on its stream as the producer's outbox relay would (proto3 JSON,
 * the event id as JetStream's message id, the event type header), for a spec standing in for the
 * producing service. Returns the event id, which the consumer's outcome names.
 */
export async function publishTestEvent<S extends EventSubject>(
  nats: NatsConnection,
  subject: S,
  message: EventInit<S>,
  eventId: string = randomUUID(),
): Promise<string> {
  const headers = natsHeaders();
  headers.set(EventHeaders.EventType, EVENTS[subject].typeName);
  await jetstream(nats).publish(subject, JSON.stringify(encodeEvent(subject, message)), {
    msgID: eventId,
    headers,
  });
  return eventId;
}
