import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../../../billing.config.js';
import { InjectBillingConfig } from '../../../billing-config.module.js';
import type { PaymentProvider } from '../../../payments/payment-provider.port.js';
import { InjectPaymentProvider } from '../../../payments/payment-provider.token.js';
import { organizationPlan } from '../../../quota/organization-plan.js';
import { chargeDescription } from '../../charge-description.util.js';
import { subscriptionStore } from '../../subscription.store.js';
import { RenewalSchedule } from './renewal-schedule.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The `renew-subscription` job: at the end of a recurring subscription's cycle, one renewal
 * invoice for the next cycle (once per cycle, whatever the retries: a unique index), charged to
 * the card the provider keeps, or as a boleto to pay. The provider's webhook then continues the
 * plan or leaves it awaiting payment. A job that runs early (the cycle moved) reschedules itself.
 */
@Injectable()
export class RenewSubscriptionUseCase {
  private readonly logger = new Logger('RenewSubscription');

  constructor(
    private readonly dataSource: DataSource,
    private readonly schedule: RenewalSchedule,
    @InjectPaymentProvider() private readonly provider: PaymentProvider,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async execute(
    organizationId: string,
    cycleEndsAt: Date,
    now = new Date(),
  ): Promise<'charged' | 'skipped' | 'rescheduled'> {
    const opened = await this.dataSource.transaction(async (manager) => {
      await subscriptionStore.lock(manager, organizationId);
      const subscription = await subscriptionStore.find(manager, organizationId);
      if (subscription?.state !== 'recurring') return 'skipped' as const;
      const current = await organizationPlan(manager, organizationId, now);
      // The cycle this job was for has not ended (a plan change restarted it): wait for the new end.
      if (current.cycleStartedAt.getTime() < cycleEndsAt.getTime()) return 'rescheduled' as const;
      if (await subscriptionStore.openInvoice(manager, organizationId)) return 'skipped' as const;
      const [plan] = (await manager.query(
        'SELECT value_cents, list_value_cents, name, product, cycle_months FROM plans WHERE id = $1',
        [subscription.planId],
      )) as Array<{
        value_cents: number;
        list_value_cents: number;
        name: string;
        product: string;
        cycle_months: number;
      }>;
      const inserted = (await manager.query(
        `INSERT INTO invoices (organization_id, plan_id, kind, status, value_cents, list_value_cents, payment_method,
                               due_date, provider, cycle_started_at)
         VALUES ($1, $2, 'renewal', 'created', $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          organizationId,
          subscription.planId,
          plan!.value_cents,
          plan!.list_value_cents,
          subscription.paymentMethod,
          new Date(now.getTime() + (subscription.paymentMethod === 'boleto' ? 3 * DAY_MS : 0)),
          this.provider.name,
          cycleEndsAt,
        ],
      )) as Array<{ id: string }>;
      if (inserted.length === 0) return 'skipped' as const;
      return { invoiceId: inserted[0]!.id, subscription, plan: plan! };
    });
    if (opened === 'rescheduled') {
      await this.schedule.schedule(organizationId, now);
      return opened;
    }
    if (opened === 'skipped') return opened;

    const { invoiceId, subscription, plan } = opened;
    // No payer is at hand when a cycle ends: the renewal speaks the language the subscription was
    // last paid in (pt-BR for one signed before it was kept), its description and provider page alike.
    const { locale } = subscription;
    const description = chargeDescription(
      { product: plan.product, name: plan.name, interval: plan.cycle_months },
      locale,
      'renewal',
    );
    const returnUrl = `${this.config.PUBLIC_URL}/account/billing/plan`;
    if (subscription.paymentMethod !== 'boleto' && subscription.providerCardId) {
      const { chargeId } = await this.provider.chargeCard({
        reference: invoiceId,
        amountCents: plan.value_cents,
        description,
        cardId: subscription.providerCardId,
        customerId: subscription.providerCustomerId ?? undefined,
      });
      await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
        status: 'pending',
        providerChargeId: chargeId,
      });
    } else if (subscription.paymentMethod === 'boleto' && subscription.customer?.address) {
      // Paid by boleto before: the next one is issued to the same payer, due three days on.
      const { chargeId, boleto } = await this.provider.createBoleto({
        reference: invoiceId,
        amountCents: plan.value_cents,
        description,
        customer: subscription.customer,
        dueAt: new Date(now.getTime() + 3 * DAY_MS),
        returnUrl,
        locale,
      });
      await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
        status: 'pending',
        providerChargeId: chargeId,
        checkoutUrl: boleto.url,
        dueDate: boleto.dueAt,
        boleto: { line: boleto.line, barcode: boleto.barcode },
      });
    } else {
      const { chargeId, checkoutUrl } = await this.provider.createCheckout({
        reference: invoiceId,
        amountCents: plan.value_cents,
        description,
        customer: subscription.customer ?? undefined,
        methods: ['boleto', 'card'],
        returnUrl,
        locale,
      });
      await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
        status: 'pending',
        providerChargeId: chargeId,
        checkoutUrl,
      });
    }
    this.logger.log(`renewal invoice ${invoiceId} opened for organization ${organizationId}`);
    return 'charged';
  }
}
