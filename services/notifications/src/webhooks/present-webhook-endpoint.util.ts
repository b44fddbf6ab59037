import type { WebhookEndpointRow } from './webhook.store.js';

/** An endpoint as the API shows it: never its secret, only whether an old one still signs. */
export function presentWebhookEndpoint(row: WebhookEndpointRow, now = new Date()) {
  const overlapping = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    previous_secret_expires_at: overlapping ? row.previous_secret_expires_at!.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
