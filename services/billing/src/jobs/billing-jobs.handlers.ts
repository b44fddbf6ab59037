import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import type { QueueHandlers } from '@rubrica/service-kit';
import { SandboxWebhookDelivery } from '../payments/sandbox/sandbox-webhook-delivery.js';
import { RenewSubscriptionUseCase } from '../subscription/use-cases/renew-subscription/renew-subscription.use-case.js';

/** The `billing` queue's jobs: renewals and the sandbox provider's webhook deliveries. */
@Injectable()
export class BillingJobHandlers implements QueueHandlers<'billing'> {
  readonly handlers: JobHandlers<'billing'>;

  constructor(renew: RenewSubscriptionUseCase, delivery: SandboxWebhookDelivery) {
    this.handlers = {
      'renew-subscription': async ({ organizationId, cycleEndsAt }) => {
        await renew.execute(organizationId, new Date(cycleEndsAt));
      },
      'deliver-sandbox-webhook': ({ deliveryId }) => delivery.deliver(deliveryId),
    };
  }
}
