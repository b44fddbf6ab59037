import type { Provider } from '@nestjs/common';
import { docuwareSandboxUrl } from '../notifications.config.js';
import { outboundPolicyOf } from '../webhooks/outbound-policy.util.js';
import { loadWebhookSecretBox } from '../webhooks/webhook-secret-box.js';
import { WEBHOOK_SECRET_BOX } from '../webhooks/webhooks.tokens.js';
import type { DocuwareSettings } from './docuware/docuware-connection.util.js';
import { DOCUWARE_SETTINGS } from './integrations.tokens.js';

export interface IntegrationCoreSettings {
  NODE_ENV: string;
  WEBHOOK_SECRETS_KEY?: string;
  WEBHOOK_SECRETS_KEY_FILE: string;
  OUTBOUND_ALLOWED_PRIVATE_NETWORKS: readonly string[];
  OUTBOUND_ALLOWED_PORTS: readonly number[];
  DOCUWARE_SANDBOX_URL?: string;
  DOCUWARE_TIMEOUT_MS: number;
}

/**
 * What both processes share: the service's secrets key (the one webhook secrets are sealed with
 * seals integration credentials too) and the DocuWare calls' settings.
 */
export function integrationCoreProviders(settings: IntegrationCoreSettings): Provider[] {
  const docuware: DocuwareSettings = {
    policy: outboundPolicyOf(settings),
    timeoutMs: settings.DOCUWARE_TIMEOUT_MS,
    sandboxUrl: docuwareSandboxUrl(settings),
  };
  return [
    { provide: WEBHOOK_SECRET_BOX, useFactory: () => loadWebhookSecretBox(settings) },
    { provide: DOCUWARE_SETTINGS, useValue: docuware },
  ];
}
