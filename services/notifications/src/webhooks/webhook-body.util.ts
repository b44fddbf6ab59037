/**
 * The JSON body of a delivery, fixed once per event so every attempt and redelivery sends the
 * same bytes: Standard Webhooks' `type`, `timestamp` and `data`, plus the event id receivers
 * deduplicate on (also the `webhook-id` header).
 */
export function webhookBody(id: string, type: string, occurredAt: string, data: unknown): string {
  return JSON.stringify({ id, type, timestamp: occurredAt, data });
}
