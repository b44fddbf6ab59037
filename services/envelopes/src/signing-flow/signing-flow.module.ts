import { Module } from '@nestjs/common';
import { EnvelopeFlowModule } from '../envelope-flow/envelope-flow.module.js';
import { FlowEventConsumers } from './flow-event-consumers.js';
import { ApplyRecipientRevisionUseCase } from './use-cases/apply-recipient-revision/apply-recipient-revision.use-case.js';
import { CompleteSealedEnvelopeUseCase } from './use-cases/complete-sealed-envelope/complete-sealed-envelope.use-case.js';
import { FailRecipientRevisionUseCase } from './use-cases/fail-recipient-revision/fail-recipient-revision.use-case.js';
import { NotifyUpdatedRecipientUseCase } from './use-cases/notify-updated-recipient/notify-updated-recipient.use-case.js';
import { HaltUnsealedEnvelopeUseCase } from './use-cases/halt-unsealed-envelope/halt-unsealed-envelope.use-case.js';
import { RecordIntegrationPushUseCase } from './use-cases/record-integration-push/record-integration-push.use-case.js';
import { RecordRetimestampedCopyUseCase } from './use-cases/record-retimestamped-copy/record-retimestamped-copy.use-case.js';
import { RecordEmailFailureUseCase } from './use-cases/record-email-failure/record-email-failure.use-case.js';
import { RecordWhatsappFailureUseCase } from './use-cases/record-whatsapp-failure/record-whatsapp-failure.use-case.js';

/** The signing service's answers (and the service's own recipient edits, and failed e-mails), consumed durably. */
@Module({
  imports: [EnvelopeFlowModule],
  providers: [
    ApplyRecipientRevisionUseCase,
    FailRecipientRevisionUseCase,
    CompleteSealedEnvelopeUseCase,
    HaltUnsealedEnvelopeUseCase,
    RecordEmailFailureUseCase,
    RecordWhatsappFailureUseCase,
    RecordIntegrationPushUseCase,
    RecordRetimestampedCopyUseCase,
    NotifyUpdatedRecipientUseCase,
    FlowEventConsumers,
  ],
  exports: [FlowEventConsumers],
})
export class SigningFlowModule {}
