import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import type { RecipientPath } from '../common/resource-paths.js';
import { DraftingChange } from '../common/drafting-change.js';
import { CallerScope } from '../common/sender-scope.util.js';
import { addRecipientSchema, updateRecipientSchema } from './recipients.schemas.js';
import {
  AddRecipientUseCase,
  type AddRecipientCommand,
} from './use-cases/add-recipient/add-recipient.use-case.js';
import { ListRecipientsUseCase } from './use-cases/list-recipients/list-recipients.use-case.js';
import { RemoveRecipientUseCase } from './use-cases/remove-recipient/remove-recipient.use-case.js';
import {
  UpdateRecipientUseCase,
  type UpdateRecipientCommand,
} from './use-cases/update-recipient/update-recipient.use-case.js';

/** An envelope's recipients (spec section 7). */
@Controller('envelopes/:envelopeId/recipients')
@RequireOrganization()
export class RecipientsHttpController {
  constructor(
    private readonly addRecipient: AddRecipientUseCase,
    private readonly updateRecipient: UpdateRecipientUseCase,
    private readonly removeRecipient: RemoveRecipientUseCase,
    private readonly listRecipients: ListRecipientsUseCase,
  ) {}

  @Get()
  list(@CallerScope() scope: CallerScope, @Param('envelopeId') envelopeId: string) {
    return this.listRecipients.execute(scope, envelopeId);
  }

  @Post()
  @RequirePermission('send_envelopes')
  add(@DraftingChange(addRecipientSchema) change: AddRecipientCommand) {
    return this.addRecipient.execute(change);
  }

  @Patch(':recipientId')
  @RequirePermission('send_envelopes')
  update(@DraftingChange(updateRecipientSchema) change: UpdateRecipientCommand) {
    return this.updateRecipient.execute(change);
  }

  @Delete(':recipientId')
  @HttpCode(204)
  @RequirePermission('send_envelopes')
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, recipientId }: RecipientPath) {
    return this.removeRecipient.execute(scope, envelopeId, recipientId);
  }
}
