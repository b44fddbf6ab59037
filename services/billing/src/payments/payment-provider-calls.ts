import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '@rubrica/errors';
import { billingError } from '../billing-domain.error.js';
import type { PaymentProvider } from './payment-provider.port.js';
import { InjectPaymentProvider } from './payment-provider.token.js';

/**
 * The configured payment provider as the subscription's use cases call it once the invoice is
 * settled on our side: a failure the provider cannot put in our terms is logged and answered
 * "payment.provider_unavailable", and a charge nobody wants any more is closed at best effort.
 */
@Injectable()
export class PaymentProviderCalls {
  private readonly logger = new Logger('PaymentProvider');

  constructor(@InjectPaymentProvider() private readonly provider: PaymentProvider) {}

  /** One call to the provider; a refusal it words as ours (an AppError, a refused card) passes through. */
  async ask<T>(what: string, call: (provider: PaymentProvider) => Promise<T>): Promise<T> {
    try {
      return await call(this.provider);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.warn(`payment provider refused ${what}: ${(error as Error).message}`);
      throw billingError('payment.provider_unavailable');
    }
  }

  /**
   * Closes the charge of an invoice already closed on our side; if the provider cannot be reached
   * the charge stays open there, and a payment arriving anyway is still applied (never lost).
   */
  async closeCharge(chargeId: string | null | undefined): Promise<void> {
    if (!chargeId) return;
    await this.provider.cancelCharge(chargeId).catch((error: Error) => {
      this.logger.warn(`could not close charge ${chargeId}: ${error.message}`);
    });
  }
}
