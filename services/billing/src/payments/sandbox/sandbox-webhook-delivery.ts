import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../../billing.config.js';
import { InjectBillingConfig } from '../../billing-config.module.js';
import { webhookSignature } from '../webhook-signature.util.js';
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from './sandbox.provider.js';

/**
 * The `deliver-sandbox-webhook` job: posts one signed event to the webhook receiver and fails
 * (so the queue retries with backoff) until it is accepted. Signed at each attempt, so a retry
 * carries a fresh timestamp. Unset SANDBOX_WEBHOOK_URL, the receiver is the gateway's public
 * address (PUBLIC_URL): a provider reaches us from outside as well.
 */
@Injectable()
export class SandboxWebhookDelivery {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async deliver(deliveryId: string): Promise<void> {
    const [delivery] = (await this.dataSource.query(
      'SELECT body, delivered_at FROM sandbox_webhook_deliveries WHERE id = $1',
      [deliveryId],
    )) as Array<{ body: string; delivered_at: Date | null }>;
    if (!delivery || delivery.delivered_at) return;
    const at = Math.floor(Date.now() / 1000);
    let error: string | null = null;
    try {
      const response = await fetch(this.url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: webhookSignature(sandboxSecret(this.config), delivery.body, at),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) error = `receiver answered ${response.status}`;
    } catch (caught) {
      error = (caught as Error).message;
    }
    await this.dataSource.query(
      `UPDATE sandbox_webhook_deliveries SET attempts = attempts + 1, last_error = $2,
              delivered_at = CASE WHEN $2::text IS NULL THEN now() ELSE NULL END
        WHERE id = $1`,
      [deliveryId, error],
    );
    if (error) throw new Error(`sandbox webhook ${deliveryId} not delivered: ${error}`);
  }

  private url(): string {
    if (this.config.SANDBOX_WEBHOOK_URL) return this.config.SANDBOX_WEBHOOK_URL;
    return `${this.config.PUBLIC_URL}/api/p/billing/webhooks/sandbox`;
  }
}
