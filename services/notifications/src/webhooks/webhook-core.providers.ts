import type { Provider } from '@nestjs/common';
import { outboundPolicyOf } from './outbound-policy.util.js';
import { loadWebhookSecretBox } from './webhook-secret-box.js';
import { WebhookQueue } from './webhook-queue.js';
import { OUTBOUND_POLICY, WEBHOOK_QUEUE, WEBHOOK_SECRET_BOX } from './webhooks.tokens.js';

export interface WebhookCoreSettings {
  REDIS_URL: string;
  JOBS_PREFIX?: string;
  WEBHOOK_SECRETS_KEY?: string;
  WEBHOOK_SECRETS_KEY_FILE: string;
  OUTBOUND_ALLOWED_PRIVATE_NETWORKS: readonly string[];
  OUTBOUND_ALLOWED_PORTS: readonly number[];
}

/** What both processes share: the secrets' key, the SSRF guard's policy and the delivery queue. */
export function webhookCoreProviders(settings: WebhookCoreSettings): Provider[] {
  return [
    { provide: WEBHOOK_SECRET_BOX, useFactory: () => loadWebhookSecretBox(settings) },
    { provide: OUTBOUND_POLICY, useValue: outboundPolicyOf(settings) },
    { provide: WEBHOOK_QUEUE, useFactory: () => new WebhookQueue(settings) },
  ];
}
