import { Injectable, Logger } from '@nestjs/common';
import { AppError, type MessageLocale } from '@rubrica/errors';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingConfig } from '../billing.config.js';
import { InjectBillingConfig } from '../billing-config.module.js';
import { billingError } from '../billing-domain.error.js';
import type { PaymentCustomer, PaymentProvider } from '../payments/payment-provider.port.js';
import { InjectPaymentProvider } from '../payments/payment-provider.token.js';
import { catalogueEntry } from '../plans/plan-catalogue.js';
import { chargeDescription } from './charge-description.util.js';
import { presentInvoice } from './invoice.presenter.js';
import { publishSubscriptionChanged } from './publish-subscription-changed.js';
import type { CustomerInput, PaymentInput, PaymentStartedResponse } from './subscription.schemas.js';
import {
  subscriptionStore,
  type InvoiceKind,
  type PaymentMethod,
  type SubscriptionRecord,
} from './subscription.store.js';
import { describeSubscription } from './use-cases/get-subscription/get-subscription.use-case.js';
import { isValidTaxId } from './tax-id.util.js';

/** A boleto is due three days after it is issued; a card is charged at once. */
const BOLETO_DAYS = 3;
const DAY_MS = 24 * 3600 * 1000;

/**
 * A payment's input with the payer's language (the request's Accept-Language), when it names one of
 * ours; without it the payment speaks the subscription's last language (pt-BR for a new one).
 */
export type PaymentRequest = PaymentInput & { locale?: MessageLocale };
/** A payment request that names the plan (subscribing, changing plan). */
export type PlanPaymentRequest = PaymentRequest & { plan: string };

export interface PaymentPlan {
  /** What the invoice is for: the subscription's state is moved by `prepare` (under the lock). */
  kind: InvoiceKind;
  planId: string;
  /** Checks and changes under the organization's lock before the invoice is written; may refuse. */
  prepare?: (manager: EntityManager, subscription: SubscriptionRecord | undefined) => Promise<void>;
  /** The renewal's cycle (renewals only). */
  cycleStartedAt?: Date;
}

/**
 * Opens an invoice and starts its payment with the provider (a tokenized card charged at once, a
 * boleto issued for a named payer, or else the provider's hosted checkout): one payment at a time per
 * organization (§4, 412 "You already have a payment in progress"), the plan must be one that is
 * sold (not free, not the custom Corporate plan), and in the Brazilian edition a customer's CPF or
 * CNPJ must be valid (§5). The invoice is written first (holding the organization's one open
 * slot), then the provider is asked; if it cannot be reached the invoice is closed again.
 */
@Injectable()
export class PaymentStarter {
  private readonly logger = new Logger('PaymentStarter');

  constructor(
    private readonly dataSource: DataSource,
    @InjectPaymentProvider() private readonly provider: PaymentProvider,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async start(
    organizationId: string,
    plan: PaymentPlan,
    input: PaymentRequest,
  ): Promise<PaymentStartedResponse> {
    const method = this.methodOf(input);
    const customer = input.customer && this.customerOf(input.customer);
    // A boleto names its payer: the bank needs the document and the address (§3 "Subscribe request").
    const boletoNow = method === 'boleto' && !!input.customer;
    if (boletoNow && !customer!.address) throw AppError.coded('customer.zip_code', 'validation.required');
    const sold = await catalogueEntry(this.dataSource.manager, plan.planId);
    if (!sold) throw billingError('plan.not_found');
    if (sold.is_custom || !sold.value_cents) throw billingError('plan.not_purchasable');

    const { invoiceId, locale } = await this.dataSource.transaction(async (manager) => {
      await subscriptionStore.lock(manager, organizationId);
      if (await subscriptionStore.openInvoice(manager, organizationId))
        throw billingError('subscription.payment_in_progress');
      const subscription = await subscriptionStore.find(manager, organizationId);
      await plan.prepare?.(manager, subscription);
      // The payer is kept for renewals (a first subscription's row was just written by prepare).
      if (customer) await subscriptionStore.saveCustomer(manager, organizationId, customer);
      // So is the payer's language, which the renewals speak; a request naming none speaks the last one.
      const kept = await subscriptionStore.keepLocale(manager, organizationId, input.locale);
      const id = await subscriptionStore.insertInvoice(manager, {
        organizationId,
        planId: sold.id,
        kind: plan.kind,
        valueCents: sold.value_cents!,
        listValueCents: sold.list_value_cents ?? sold.value_cents!,
        paymentMethod: method ?? null,
        dueDate: new Date(Date.now() + (method === 'boleto' ? BOLETO_DAYS * DAY_MS : 0)),
        provider: this.provider.name,
        cycleStartedAt: plan.cycleStartedAt,
      });
      await publishSubscriptionChanged(manager, organizationId);
      return { invoiceId: id, locale: kept };
    });

    const description = chargeDescription(sold, locale);
    // Where the provider's page sends the payer back: the page the payment started from.
    const returnUrl = `${this.config.PUBLIC_URL}${input.callback_path ?? '/account/billing/plan'}`;
    let checkoutUrl: string | null = null;
    try {
      if (boletoNow) {
        const { chargeId, boleto } = await this.provider.createBoleto({
          reference: invoiceId,
          amountCents: sold.value_cents!,
          description,
          customer: customer!,
          dueAt: new Date(Date.now() + BOLETO_DAYS * DAY_MS),
          returnUrl,
          locale,
        });
        await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
          status: 'pending',
          providerChargeId: chargeId,
          paymentMethod: 'boleto',
          checkoutUrl: boleto.url,
          dueDate: boleto.dueAt,
          boleto: { line: boleto.line, barcode: boleto.barcode },
        });
      } else if (input.card) {
        const { chargeId } = await this.provider.chargeCard({
          reference: invoiceId,
          amountCents: sold.value_cents!,
          description,
          cardId: input.card.token,
        });
        await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
          status: 'pending',
          providerChargeId: chargeId,
          paymentMethod: 'card',
        });
      } else {
        const started = await this.provider.createCheckout({
          reference: invoiceId,
          amountCents: sold.value_cents!,
          description,
          customer,
          methods: method ? [method] : this.config.PRODUCT_EDITION === 'br' ? ['card', 'boleto'] : ['card'],
          returnUrl,
          locale,
        });
        checkoutUrl = started.checkoutUrl;
        await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, {
          status: 'pending',
          providerChargeId: started.chargeId,
          checkoutUrl,
        });
      }
    } catch (error) {
      this.logger.warn(`payment provider refused invoice ${invoiceId}: ${(error as Error).message}`);
      await subscriptionStore.updateInvoice(this.dataSource.manager, invoiceId, { status: 'cancelled' });
      throw billingError('payment.provider_unavailable');
    }
    const manager = this.dataSource.manager;
    return {
      subscription: await describeSubscription(manager, organizationId),
      invoice: presentInvoice((await subscriptionStore.invoice(manager, organizationId, invoiceId))!),
      checkout_url: checkoutUrl,
    };
  }

  /** §9 "payment_method value is 12": the card. */
  private methodOf(input: PaymentInput): PaymentMethod | undefined {
    if (input.payment_method === 12 || input.card) return 'card';
    if (input.payment_method === 'boleto' && this.config.PRODUCT_EDITION !== 'br')
      throw AppError.coded('payment_method', 'validation.invalid');
    return input.payment_method === undefined ? undefined : (input.payment_method as PaymentMethod);
  }

  private customerOf(input: CustomerInput): PaymentCustomer {
    if (this.config.PRODUCT_EDITION === 'br') {
      if (!input.document) throw AppError.coded('customer.document', 'validation.required');
      if (!isValidTaxId(input.document)) throw AppError.coded('customer.document', 'validation.invalid');
    }
    return {
      name: input.name,
      email: input.email,
      ...(input.document ? { document: input.document } : {}),
      ...(input.cellphone ? { phone: `+55${input.cellphone}` } : {}),
      ...(input.zip_code && input.address && input.number && input.neighborhood && input.city && input.state
        ? {
            address: {
              zip_code: input.zip_code,
              street: input.address,
              number: input.number,
              ...(input.complement ? { complement: input.complement } : {}),
              neighborhood: input.neighborhood,
              city: input.city,
              state: input.state.toUpperCase(),
            },
          }
        : {}),
    };
  }
}
