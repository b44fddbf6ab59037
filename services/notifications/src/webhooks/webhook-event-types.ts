/**
 * The envelope events an endpoint may subscribe to (proto/EVENTS.md), by the name receivers see
 * in the body's `type`. Frozen like subjects: a stored subscription names them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'envelope.created',
  'envelope.sent',
  'recipient.acted',
  'envelope.completed',
  'envelope.rejected',
  'envelope.cancelled',
  'envelope.expired',
  'envelope.halted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `rubrica.envelopes.envelope.completed` → `envelope.completed`; undefined for the others (internal ones). */
export function webhookEventTypeOf(subject: string): WebhookEventType | undefined {
  const type = subject.replace(/^rubrica\.envelopes\./, '');
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) ? (type as WebhookEventType) : undefined;
}
