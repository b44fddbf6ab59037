import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { billingError } from '../billing-domain.error.js';
import type { Request } from 'express';
import type { PaymentProvider } from '../payments/payment-provider.port.js';
import { InjectPaymentProvider } from '../payments/payment-provider.token.js';
import { ApplyPaymentEventUseCase } from './use-cases/apply-payment-event/apply-payment-event.use-case.js';

/**
 * The payment provider's webhooks, public through the gateway (`/api/p/billing/webhooks/{provider}`).
 * Only a body the configured provider signed is read (401 otherwise, nothing changes); each
 * provider event is applied once, so a retried or replayed delivery answers 200 and does nothing.
 */
@Controller('p/billing/webhooks')
export class PaymentWebhookHttpController {
  constructor(
    @InjectPaymentProvider() private readonly provider: PaymentProvider,
    private readonly applyEvent: ApplyPaymentEventUseCase,
  ) {}

  @Post(':provider')
  @HttpCode(200)
  async receive(
    @Param('provider') name: string,
    @Req() request: Request & { rawBody?: Buffer },
  ): Promise<{ received: boolean; applied: boolean }> {
    if (name !== this.provider.name) throw billingError('payment.unknown_provider');
    const event = await this.provider.readWebhook(request.rawBody ?? Buffer.alloc(0), request.headers);
    const { applied } = await this.applyEvent.execute(this.provider.name, event);
    return { received: true, applied };
  }
}
