import { Module } from '@nestjs/common';
import { paymentProviderOf, type BillingConfig } from '../billing.config.js';
import { BILLING_CONFIG } from '../billing-config.module.js';
import { BillingQueue } from '../jobs/billing-queue.provider.js';
import { PagarmePaymentProvider } from './pagarme/pagarme.provider.js';
import { PaymentProviderCalls } from './payment-provider-calls.js';
import { PAYMENT_PROVIDER } from './payment-provider.token.js';
import { SandboxCheckoutHttpController } from './sandbox/sandbox-checkout.http-controller.js';
import { SandboxWebhookDelivery } from './sandbox/sandbox-webhook-delivery.js';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider.js';

/**
 * The payment provider behind its port, chosen by PAYMENT_PROVIDER: Pagar.me, or the sandbox with
 * its hosted page. The sandbox's own routes answer 404 unless it is the configured provider.
 */
@Module({
  controllers: [SandboxCheckoutHttpController],
  providers: [
    BillingQueue,
    SandboxPaymentProvider,
    SandboxWebhookDelivery,
    PaymentProviderCalls,
    {
      provide: PAYMENT_PROVIDER,
      inject: [BILLING_CONFIG, SandboxPaymentProvider],
      useFactory: (config: BillingConfig, sandbox: SandboxPaymentProvider) =>
        paymentProviderOf(config) === 'pagarme' ? new PagarmePaymentProvider(config) : sandbox,
    },
  ],
  exports: [
    PAYMENT_PROVIDER,
    PaymentProviderCalls,
    BillingQueue,
    SandboxPaymentProvider,
    SandboxWebhookDelivery,
  ],
})
export class PaymentsModule {}
