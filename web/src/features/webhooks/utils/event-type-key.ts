/** An event type's catalogue key (`envelope.completed` → `webhooks.events.envelope_completed`). */
export const eventTypeKey = (type: string) => `webhooks.events.${type.replace(/\./g, '_')}` as const;
