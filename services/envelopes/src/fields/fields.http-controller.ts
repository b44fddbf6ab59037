import { Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import { DraftingChange } from '../common/drafting-change.js';
import { CallerScope } from '../common/sender-scope.util.js';
import type { FieldPath } from '../common/resource-paths.js';
import { createFieldSchema, updateFieldSchema } from './fields.schemas.js';
import {
  CreateFieldUseCase,
  type CreateFieldCommand,
} from './use-cases/create-field/create-field.use-case.js';
import { DeleteFieldUseCase } from './use-cases/delete-field/delete-field.use-case.js';
import {
  UpdateFieldUseCase,
  type UpdateFieldCommand,
} from './use-cases/update-field/update-field.use-case.js';

/** Recipients' fields on a document (spec section 7). */
@Controller('envelopes/:envelopeId/documents/:documentId/fields')
@RequireOrganization()
@RequirePermission('send_envelopes')
export class FieldsHttpController {
  constructor(
    private readonly createField: CreateFieldUseCase,
    private readonly updateField: UpdateFieldUseCase,
    private readonly deleteField: DeleteFieldUseCase,
  ) {}

  @Post()
  create(@DraftingChange(createFieldSchema) change: CreateFieldCommand) {
    return this.createField.execute(change);
  }

  @Patch(':fieldId')
  update(@DraftingChange(updateFieldSchema) change: UpdateFieldCommand) {
    return this.updateField.execute(change);
  }

  @Delete(':fieldId')
  @HttpCode(204)
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, documentId, fieldId }: FieldPath) {
    return this.deleteField.execute(scope, envelopeId, documentId, fieldId);
  }
}
