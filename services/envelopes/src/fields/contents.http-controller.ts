import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  GatewayCaller,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '@rubrica/service-kit';
import { Multipart, parseInput, type MultipartSource } from '@rubrica/service-kit';
import { scopeOf } from '../common/sender-scope.util.js';
import { readContentForm, type ContentForm } from './content-form.js';
import { FieldsError } from './fields.exception.js';
import { createContentSchema, updateContentSchema } from './fields.schemas.js';
import { CreateContentUseCase } from './use-cases/create-content/create-content.use-case.js';
import { DeleteContentUseCase } from './use-cases/delete-content/delete-content.use-case.js';
import {
  UpdateContentUseCase,
  type UpdateContentCommand,
} from './use-cases/update-content/update-content.use-case.js';

function updateCommand(
  caller: OrganizationCaller,
  ids: Pick<UpdateContentCommand, 'envelopeId' | 'documentId' | 'contentId'>,
  form: ContentForm,
): UpdateContentCommand {
  return {
    scope: scopeOf(caller),
    ...ids,
    input: parseInput(updateContentSchema, form.values),
    image: form.image,
  };
}

/** Sender-placed contents on a document (spec section 7); images come as multipart forms. */
@Controller('envelopes/:envelopeId/documents/:documentId/contents')
@RequireOrganization()
@RequirePermission('send_envelopes')
export class ContentsHttpController {
  constructor(
    private readonly createContent: CreateContentUseCase,
    private readonly updateContent: UpdateContentUseCase,
    private readonly deleteContent: DeleteContentUseCase,
  ) {}

  @Post()
  async create(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    return this.createContent.execute({
      scope: scopeOf(caller),
      envelopeId,
      documentId,
      input: parseInput(createContentSchema, form.values),
      image: form.image,
    });
  }

  @Patch(':contentId')
  async update(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Param('contentId') contentId: string,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    return this.updateContent.execute(updateCommand(caller, { envelopeId, documentId, contentId }, form));
  }

  /** Section 7: an image update is a multipart POST with `X-HTTP-Method-Override: PATCH` (or `_method`). */
  @Post(':contentId')
  @HttpCode(200)
  async overriddenUpdate(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Param('contentId') contentId: string,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    if (form.methodOverride !== 'PATCH') throw FieldsError.overrideRequired();
    return this.updateContent.execute(updateCommand(caller, { envelopeId, documentId, contentId }, form));
  }

  @Delete(':contentId')
  @HttpCode(204)
  remove(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
    @Param('contentId') contentId: string,
  ) {
    return this.deleteContent.execute(scopeOf(caller), envelopeId, documentId, contentId);
  }
}
