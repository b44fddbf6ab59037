import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PaymentStarter } from './payment-starter.js';
import { PaymentWebhookHttpController } from './payment-webhook.http-controller.js';
import { SubscriptionHttpController } from './subscription.http-controller.js';
import { SubscriptionsHttpController } from './subscriptions.http-controller.js';
import { ApplyPaymentEventUseCase } from './use-cases/apply-payment-event/apply-payment-event.use-case.js';
import { CreditCardUseCase } from './use-cases/card/credit-card.use-case.js';
import { CancelSubscriptionUseCase } from './use-cases/cancel-subscription/cancel-subscription.use-case.js';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case.js';
import { InvoicesUseCase } from './use-cases/invoices/invoices.use-case.js';
import { RenewSubscriptionUseCase } from './use-cases/renew-subscription/renew-subscription.use-case.js';
import { RenewalSchedule } from './use-cases/renew-subscription/renewal-schedule.js';
import { StartPaymentUseCase } from './use-cases/start-payment/start-payment.use-case.js';

/**
 * The subscription lifecycle (organization and commercial areas §4, §7): reading it, signing,
 * changing, cancelling and reactivating plans, invoices and the card, the provider's webhooks and
 * the renewals.
 */
@Module({
  imports: [PaymentsModule],
  controllers: [SubscriptionHttpController, SubscriptionsHttpController, PaymentWebhookHttpController],
  providers: [
    GetSubscriptionUseCase,
    PaymentStarter,
    StartPaymentUseCase,
    CancelSubscriptionUseCase,
    InvoicesUseCase,
    CreditCardUseCase,
    ApplyPaymentEventUseCase,
    RenewalSchedule,
    RenewSubscriptionUseCase,
  ],
  exports: [RenewSubscriptionUseCase, PaymentsModule],
})
export class SubscriptionModule {}
