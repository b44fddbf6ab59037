import type { WebhookSecretBox } from './webhook-secret-box.js';
import type { WebhookEndpointRow } from './webhook.store.js';

/** The secrets that sign a delivery now: the current one, and the previous one during a rotation's overlap. */
export function secretsInForce(
  endpoint: WebhookEndpointRow,
  box: WebhookSecretBox,
  now = new Date(),
): string[] {
  const secrets = [box.open(endpoint.secret_sealed)];
  if (
    endpoint.previous_secret_sealed &&
    endpoint.previous_secret_expires_at &&
    endpoint.previous_secret_expires_at > now
  )
    secrets.push(box.open(endpoint.previous_secret_sealed));
  return secrets;
}
