import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import { Multipart, parseInput, type MultipartSource } from '@rubrica/service-kit';
import { CallerScope } from '../common/sender-scope.util.js';
import type { ContentPath, DocumentPath } from '../common/resource-paths.js';
import { readContentForm, type ContentForm } from './content-form.js';
import { FieldsError } from './fields.exception.js';
import { createContentSchema, updateContentSchema } from './fields.schemas.js';
import { CreateContentUseCase } from './use-cases/create-content/create-content.use-case.js';
import { DeleteContentUseCase } from './use-cases/delete-content/delete-content.use-case.js';
import {
  UpdateContentUseCase,
  type UpdateContentCommand,
} from './use-cases/update-content/update-content.use-case.js';

function updateCommand(scope: CallerScope, path: ContentPath, form: ContentForm): UpdateContentCommand {
  return {
    scope,
    ...path,
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
    @CallerScope() scope: CallerScope,
    @Param() path: DocumentPath,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    return this.createContent.execute({
      scope,
      ...path,
      input: parseInput(createContentSchema, form.values),
      image: form.image,
    });
  }

  @Patch(':contentId')
  async update(
    @CallerScope() scope: CallerScope,
    @Param() path: ContentPath,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    return this.updateContent.execute(updateCommand(scope, path, form));
  }

  /** Section 7: an image update is a multipart POST with `X-HTTP-Method-Override: PATCH` (or `_method`). */
  @Post(':contentId')
  @HttpCode(200)
  async overriddenUpdate(
    @CallerScope() scope: CallerScope,
    @Param() path: ContentPath,
    @Body() body: unknown,
    @Multipart() multipart: MultipartSource,
  ) {
    const form = await readContentForm(body, multipart);
    if (form.methodOverride !== 'PATCH') throw FieldsError.overrideRequired();
    return this.updateContent.execute(updateCommand(scope, path, form));
  }

  @Delete(':contentId')
  @HttpCode(204)
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, documentId, contentId }: ContentPath) {
    return this.deleteContent.execute(scope, envelopeId, documentId, contentId);
  }
}
