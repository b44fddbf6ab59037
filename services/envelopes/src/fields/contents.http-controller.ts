import { Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import type { z } from '@rubrica/config';
import { parseInput } from '@rubrica/service-kit';
import { CallerScope } from '../common/sender-scope.util.js';
import type { ContentPath, DocumentPath } from '../common/resource-paths.js';
import { ContentBody, type ContentForm } from './content-form.js';
import { FieldsError } from './fields.exception.js';
import { createContentSchema, updateContentSchema } from './fields.schemas.js';
import { CreateContentUseCase } from './use-cases/create-content/create-content.use-case.js';
import { DeleteContentUseCase } from './use-cases/delete-content/delete-content.use-case.js';
import { UpdateContentUseCase } from './use-cases/update-content/update-content.use-case.js';

/** What a content form asks for: its values checked against `schema`, and the image if one came. */
const contentInput = <S extends z.ZodType>(schema: S, form: ContentForm) => ({
  input: parseInput(schema, form.values),
  image: form.image,
});

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
  create(@CallerScope() scope: CallerScope, @Param() path: DocumentPath, @ContentBody() form: ContentForm) {
    return this.createContent.execute({ scope, ...path, ...contentInput(createContentSchema, form) });
  }

  @Patch(':contentId')
  update(@CallerScope() scope: CallerScope, @Param() path: ContentPath, @ContentBody() form: ContentForm) {
    return this.updateContent.execute({ scope, ...path, ...contentInput(updateContentSchema, form) });
  }

  /** Section 7: an image update is a multipart POST with `X-HTTP-Method-Override: PATCH` (or `_method`). */
  @Post(':contentId')
  @HttpCode(200)
  overriddenUpdate(
    @CallerScope() scope: CallerScope,
    @Param() path: ContentPath,
    @ContentBody() form: ContentForm,
  ) {
    if (form.methodOverride !== 'PATCH') throw FieldsError.overrideRequired();
    return this.update(scope, path, form);
  }

  @Delete(':contentId')
  @HttpCode(204)
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, documentId, contentId }: ContentPath) {
    return this.deleteContent.execute(scope, envelopeId, documentId, contentId);
  }
}
