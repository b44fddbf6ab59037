import { Module } from '@nestjs/common';
import { BillingQuotaClient } from './billing-quota.client.js';
import { EnvelopeEnding } from './envelope-ending.js';
import { EnvelopeFlowStore } from './envelope-flow.store.js';
import { EnvelopeScheduler } from './envelope-scheduler.js';
import { FlowEffectsRunner } from './flow-effects.js';
import { FlowMailer } from './flow-mailer.js';
import { RecipientInvitations } from './recipient-invitations.js';
import { RecipientTokens } from './recipient-tokens.js';
import { SenderLocaleClient } from './sender-locale.client.js';
import { SendingHttpController } from './sending.http-controller.js';
import { CancelEnvelopeUseCase } from './use-cases/cancel-envelope/cancel-envelope.use-case.js';
import { NotifyUpdatedRecipientUseCase } from './use-cases/notify-updated-recipient/notify-updated-recipient.use-case.js';
import { RenotifyRecipientsUseCase } from './use-cases/renotify-recipients/renotify-recipients.use-case.js';
import { SendEnvelopeUseCase } from './use-cases/send-envelope/send-envelope.use-case.js';
import { WhatsappDeliveryPolicy } from './whatsapp-delivery-policy.js';

const kernel = [
  EnvelopeFlowStore,
  RecipientTokens,
  FlowMailer,
  EnvelopeScheduler,
  FlowEffectsRunner,
  RecipientInvitations,
  EnvelopeEnding,
];

/** Sending, cancelling and re-notifying, plus the flow's kernel the other flow features share. */
@Module({
  controllers: [SendingHttpController],
  providers: [
    ...kernel,
    BillingQuotaClient,
    SenderLocaleClient,
    WhatsappDeliveryPolicy,
    SendEnvelopeUseCase,
    CancelEnvelopeUseCase,
    RenotifyRecipientsUseCase,
    NotifyUpdatedRecipientUseCase,
  ],
  exports: [...kernel, CancelEnvelopeUseCase, NotifyUpdatedRecipientUseCase],
})
export class SendingModule {}
