import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaymentEvent } from '../../../payments/payment-provider.port.js';
import { publishSubscriptionChanged } from '../../publish-subscription-changed.js';
import { subscriptionStore } from '../../subscription.store.js';
import { RenewalSchedule } from '../renew-subscription/renewal-schedule.js';

export interface PaymentEventOutcome {
  /** False when this provider event was applied before (a replayed or retried webhook). */
  applied: boolean;
  invoiceId: string | null;
}

/**
 * What a verified provider event does, once per provider event id: a paid invoice starts its plan
 * (a renewal continues it), a refused one is marked rejected (a refused renewal leaves the
 * subscription awaiting payment, §4 uninitialized), a refund cancels the plan, a boleto issued
 * leaves its invoice pending.
 */
@Injectable()
export class ApplyPaymentEventUseCase {
  private readonly logger = new Logger('ApplyPaymentEvent');

  constructor(
    private readonly dataSource: DataSource,
    private readonly renewals: RenewalSchedule,
  ) {}

  async execute(provider: string, event: PaymentEvent): Promise<PaymentEventOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const invoice = await subscriptionStore.invoiceForCharge(
        manager,
        provider,
        event.chargeId,
        event.reference,
      );
      if (!(await subscriptionStore.firstTimeEvent(manager, provider, event.id, event.type)))
        return { applied: false, invoiceId: invoice?.id ?? null, organizationId: null };
      if (!invoice) {
        this.logger.warn(`${provider} event ${event.id} names no invoice (charge ${event.chargeId})`);
        return { applied: true, invoiceId: null, organizationId: null };
      }
      const organizationId = invoice.organizationId;
      await subscriptionStore.lock(manager, organizationId);
      const now = new Date();
      switch (event.type) {
        case 'charge.paid':
          await subscriptionStore.updateInvoice(manager, invoice.id, {
            status: 'paid',
            paidCents: event.paidCents ?? invoice.valueCents,
            paidAt: now,
            providerChargeId: event.chargeId,
            ...(event.method ? { paymentMethod: event.method } : {}),
          });
          await subscriptionStore.activate(manager, organizationId, {
            planId: invoice.planId,
            cycleStartedAt:
              invoice.kind === 'renewal' && invoice.cycleStartedAt ? invoice.cycleStartedAt : now,
            paymentMethod: event.method ?? invoice.paymentMethod,
            card: event.card,
            customerId: event.customerId,
          });
          break;
        case 'charge.failed': {
          await subscriptionStore.updateInvoice(manager, invoice.id, {
            status: 'rejected',
            failureReason: event.failureReason ?? 'payment_refused',
          });
          const subscription = await subscriptionStore.find(manager, organizationId);
          if (invoice.kind === 'renewal' && subscription?.state === 'recurring')
            await subscriptionStore.setState(manager, organizationId, 'uninitialized');
          break;
        }
        case 'charge.refunded':
          await subscriptionStore.updateInvoice(manager, invoice.id, {
            status: 'rejected',
            failureReason: 'refunded',
          });
          await subscriptionStore.cancel(manager, organizationId, now, now);
          break;
        case 'charge.pending':
          await subscriptionStore.updateInvoice(manager, invoice.id, {
            status: 'pending',
            ...(event.method ? { paymentMethod: event.method } : {}),
          });
          return { applied: true, invoiceId: invoice.id, organizationId: null };
      }
      await publishSubscriptionChanged(manager, organizationId, now);
      return { applied: true, invoiceId: invoice.id, organizationId };
    });
    if (outcome.applied && outcome.organizationId && event.type === 'charge.paid')
      await this.renewals.schedule(outcome.organizationId);
    return { applied: outcome.applied, invoiceId: outcome.invoiceId };
  }
}
