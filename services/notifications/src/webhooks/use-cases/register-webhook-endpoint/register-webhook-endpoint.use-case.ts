import { Injectable } from '@nestjs/common';
import { crashPoint } from '@rubrica/config';
import { checkOutboundUrl, type OutboundPolicy } from '@rubrica/outbound';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { presentWebhookEndpoint } from '../../present-webhook-endpoint.util.js';
import { newWebhookSecret, type WebhookSecretBox } from '../../webhook-secret-box.js';
import { webhookStore } from '../../webhook.store.js';
import { InjectOutboundPolicy, InjectSecretBox } from '../../webhooks.tokens.js';
import type { CreateWebhookEndpointInput } from '../../webhooks.schemas.js';

/** Registers an endpoint whose URL passes the SSRF guard (422 on `url` otherwise); its secret is shown this once. */
@Injectable()
export class RegisterWebhookEndpointUseCase {
  constructor(
    private readonly db: DataSource,
    @InjectSecretBox() private readonly box: WebhookSecretBox,
    @InjectOutboundPolicy() private readonly policy: OutboundPolicy,
  ) {}

  async execute(caller: OrganizationCaller, input: CreateWebhookEndpointInput) {
    await checkOutboundUrl(input.url, this.policy, 'url');
    const secret = newWebhookSecret();
    const row = await webhookStore.insertEndpoint(this.db, {
      organization_id: caller.organizationId,
      url: input.url,
      description: input.description,
      event_types: [...new Set(input.event_types)],
      enabled: input.enabled,
      secret_sealed: this.box.seal(secret),
      created_by: caller.userId,
    });
    crashPoint('webhook.after-register');
    return { ...presentWebhookEndpoint(row), secret };
  }
}
