import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  GatewayCaller,
  type OrganizationCaller,
  RequireOrganization,
  RequirePermission,
  ZodInputPipe,
} from '@rubrica/service-kit';
import { scopeOf } from '../common/sender-scope.util.js';
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
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Body(new ZodInputPipe(createFieldSchema)) input: CreateFieldInput,
  ) {
    return this.createField.execute({ scope: scopeOf(caller), envelopeId, documentId, input });
  }

  @Patch(':fieldId')
  update(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Param('fieldId') fieldId: string,
    @Body(new ZodInputPipe(updateFieldSchema)) input: UpdateFieldInput,
  ) {
    return this.updateField.execute({ scope: scopeOf(caller), envelopeId, documentId, fieldId, input });
  }

  @Delete(':fieldId')
  @HttpCode(204)
  remove(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Param('fieldId') fieldId: string,
  ) {
    return this.deleteField.execute(scopeOf(caller), envelopeId, documentId, fieldId);
  }
}
