import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { presentWebhookEndpoint } from '../../present-webhook-endpoint.util.js';
import { newWebhookSecret, type WebhookSecretBox } from '../../webhook-secret-box.js';
import { organizationEndpoint } from '../../organization-endpoint.util.js';
import { webhookStore } from '../../webhook.store.js';
import { InjectSecretBox } from '../../webhooks.tokens.js';

/**
 * Gives the endpoint a new secret (shown this once). The old one keeps signing beside it for the
 * overlap, so receivers can switch without losing a delivery; a second rotation within the overlap
 * retires the oldest.
 */
@Injectable()
export class RotateWebhookSecretUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectSecretBox() private readonly box: WebhookSecretBox,
  ) {}

  async execute(caller: OrganizationCaller, id: string, overlapSeconds: number) {
    return this.db.transaction(async (manager) => {
      const current = await organizationEndpoint(manager, caller.organizationId, id, { lock: true });
      const secret = newWebhookSecret();
      const row = await webhookStore.updateEndpoint(manager, caller.organizationId, id, {
        secret_sealed: this.box.seal(secret),
        previous_secret_sealed: overlapSeconds > 0 ? current.secret_sealed : null,
        previous_secret_expires_at: overlapSeconds > 0 ? new Date(Date.now() + overlapSeconds * 1000) : null,
      });
      return { ...presentWebhookEndpoint(row!), secret };
    });
  }
}
