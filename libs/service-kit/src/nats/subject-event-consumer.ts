import { decodeEvent, EVENTS, STREAMS, type EventMessage, type EventSubject } from '@rubrica/proto';
import { BackgroundEventConsumer, type BackgroundEventConsumerOptions } from './background-event-consumer.js';

export type SubjectEventConsumerOptions<S extends EventSubject> = Omit<
  BackgroundEventConsumerOptions<EventMessage<S>>,
  'stream' | 'streamSubjects' | 'filterSubject' | 'parse'
> & {
  /** The one registered subject followed. */
  subject: S;
  /** Refuses a decoded message the handler could not use (throwing rejects it). */
  check?: (message: EventMessage<S>) => void;
};

/**
 * A background consumer of one registered event subject: its producer's stream comes from the
 * registry (created if absent, so the consumer may start before the producer) and each message is
 * decoded by the subject's proto schema before the handler sees it.
 */
export function subjectEventConsumer<S extends EventSubject>(
  options: SubjectEventConsumerOptions<S>,
): BackgroundEventConsumer<EventMessage<S>> {
  const { subject, check, ...rest } = options;
  const stream = STREAMS[EVENTS[subject].service];
  return new BackgroundEventConsumer<EventMessage<S>>({
    ...rest,
    stream: stream.name,
    streamSubjects: stream.subjects,
    filterSubject: subject,
    parse: (payload) => {
      const message = decodeEvent(subject, payload as Parameters<typeof decodeEvent>[1]);
      check?.(message);
      return message;
    },
  });
}
