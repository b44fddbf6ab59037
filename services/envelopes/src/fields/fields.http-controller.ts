import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RequireOrganization, RequirePermission, ZodInputPipe } from '@rubrica/service-kit';
import { CallerScope } from '../common/sender-scope.util.js';
import type { DocumentPath, FieldPath } from '../common/resource-paths.js';
import {
  createFieldSchema,
  updateFieldSchema,
  type CreateFieldInput,
  type UpdateFieldInput,
} from './fields.schemas.js';
import { CreateFieldUseCase } from './use-cases/create-field/create-field.use-case.js';
import { DeleteFieldUseCase } from './use-cases/delete-field/delete-field.use-case.js';
import { UpdateFieldUseCase } from './use-cases/update-field/update-field.use-case.js';

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
  create(
    @CallerScope() scope: CallerScope,
    @Param() path: DocumentPath,
    @Body(new ZodInputPipe(createFieldSchema)) input: CreateFieldInput,
  ) {
    return this.createField.execute({ scope, ...path, input });
  }

  @Patch(':fieldId')
  update(
    @CallerScope() scope: CallerScope,
    @Param() path: FieldPath,
    @Body(new ZodInputPipe(updateFieldSchema)) input: UpdateFieldInput,
  ) {
    return this.updateField.execute({ scope, ...path, input });
  }

  @Delete(':fieldId')
  @HttpCode(204)
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, documentId, fieldId }: FieldPath) {
    return this.deleteField.execute(scope, envelopeId, documentId, fieldId);
  }
}
