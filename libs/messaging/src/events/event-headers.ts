/** Header names every Rubrica event carries on JetStream. */
export const EventHeaders = {
  /** JetStream deduplicates on it within the stream's duplicate window; it is the event id. */
  MessageId: 'Nats-Msg-Id',
  /** The full proto message name of the payload. */
  EventType: 'Rubrica-Event-Type',
  TraceParent: 'traceparent',
} as const;
