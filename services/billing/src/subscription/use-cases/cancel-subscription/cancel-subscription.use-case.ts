import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { billingError } from '../../../billing-domain.error.js';
import { PaymentProviderCalls } from '../../../payments/payment-provider-calls.js';
import { organizationPlan } from '../../../quota/organization-plan.js';
import { publishSubscriptionChanged } from '../../publish-subscription-changed.js';
import { subscriptionStore } from '../../subscription.store.js';

/**
 * `DELETE /subscription/cancel` (§4): offered while the state is not cancelled and the plan is not
 * free. The organization drops to the free plan's limits at once and keeps the current cycle's
 * remaining envelope credits until that cycle ends; an open invoice is closed with it.
 */
@Injectable()
export class CancelSubscriptionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProviderCalls,
  ) {}

  async execute(caller: OrganizationCaller): Promise<void> {
    const organizationId = caller.organizationId;
    const closed = await this.dataSource.transaction(async (manager) => {
      await subscriptionStore.lock(manager, organizationId);
      const subscription = await subscriptionStore.find(manager, organizationId);
      const [plan] = (await manager.query('SELECT value_cents FROM plans WHERE id = $1', [
        subscription?.planId,
      ])) as Array<{ value_cents: number | null }>;
      if (!subscription || subscription.state === 'cancelled' || plan?.value_cents === 0)
        throw billingError('subscription.not_cancellable');
      const now = new Date();
      // Credits last until the paid cycle ends; a plan never paid leaves none.
      const creditsExpireAt =
        subscription.state === 'recurring'
          ? (await organizationPlan(manager, organizationId, now)).cycleEndsAt
          : now;
      const open = await subscriptionStore.openInvoice(manager, organizationId);
      if (open) await subscriptionStore.updateInvoice(manager, open.id, { status: 'cancelled' });
      await subscriptionStore.cancel(manager, organizationId, now, creditsExpireAt);
      await publishSubscriptionChanged(manager, organizationId, now);
      return open;
    });
    await this.provider.closeCharge(closed?.providerChargeId);
  }
}
