import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { BillingQuotaClient } from './billing-quota.client.js';
import { SenderLocaleClient } from './sender-locale.client.js';
import { SendingHttpController } from './sending.http-controller.js';
import { CancelEnvelopeUseCase } from './use-cases/cancel-envelope/cancel-envelope.use-case.js';
import { RenotifyRecipientsUseCase } from './use-cases/renotify-recipients/renotify-recipients.use-case.js';
import { SendEnvelopeUseCase } from './use-cases/send-envelope/send-envelope.use-case.js';
import { WhatsappDeliveryPolicy } from './whatsapp-delivery-policy.js';

/** Sending, cancelling and re-notifying an envelope. */
@Module({
  imports: [EnvelopeFlowModule],
  controllers: [SendingHttpController],
  providers: [
    BillingQuotaClient,
    SenderLocaleClient,
    WhatsappDeliveryPolicy,
    SendEnvelopeUseCase,
    CancelEnvelopeUseCase,
    RenotifyRecipientsUseCase,
  ],
})
export class SendingModule {}
