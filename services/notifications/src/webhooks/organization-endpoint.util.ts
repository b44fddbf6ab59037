import type { DataSource, EntityManager } from 'typeorm';
import { webhookStore, type WebhookEndpointRow } from './webhook.store.js';
import { webhookError, WebhookErrorCode } from './webhooks.errors.js';

/**
 * The organization's endpoint `id` (locked for the transaction with `lock`); another
 * organization's endpoint, a malformed or an unknown id is the endpoint-not-found 404.
 */
export async function organizationEndpoint(
  db: DataSource | EntityManager,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WebhookEndpointRow> {
  const endpoint = await webhookStore.findEndpoint(db, organizationId, id, options);
  if (!endpoint) throw webhookError(WebhookErrorCode.EndpointNotFound);
  return endpoint;
}
