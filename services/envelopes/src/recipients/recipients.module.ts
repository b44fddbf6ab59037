import { Module } from '@nestjs/common';
import { RecipientsHttpController } from './recipients.http-controller.js';
import { AddRecipientUseCase } from './use-cases/add-recipient/add-recipient.use-case.js';
import { ListRecipientsUseCase } from './use-cases/list-recipients/list-recipients.use-case.js';
import { RemoveRecipientUseCase } from './use-cases/remove-recipient/remove-recipient.use-case.js';
import { UpdateRecipientUseCase } from './use-cases/update-recipient/update-recipient.use-case.js';

/** Recipients of an envelope: added, changed and removed while drafting; corrected once sent. */
@Module({
  controllers: [RecipientsHttpController],
  providers: [AddRecipientUseCase, UpdateRecipientUseCase, RemoveRecipientUseCase, ListRecipientsUseCase],
})
export class RecipientsModule {}
