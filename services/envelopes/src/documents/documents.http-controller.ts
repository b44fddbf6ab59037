import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { parseInput, RequireOrganization, RequirePermission } from '@rubrica/service-kit';
import { Multipart, type MultipartSource } from '@rubrica/service-kit';
import { CallerScope } from '../common/sender-scope.util.js';
import type { DocumentPath } from '../common/resource-paths.js';
import { storedDocumentSchema } from './documents.schemas.js';
import { AddDocumentUseCase } from './use-cases/add-document/add-document.use-case.js';
import { AddStoredDocumentUseCase } from './use-cases/add-stored-document/add-stored-document.use-case.js';
import { RemoveDocumentUseCase } from './use-cases/remove-document/remove-document.use-case.js';

/** An envelope's documents (spec section 7). */
@Controller('envelopes/:envelopeId/documents')
@RequireOrganization()
@RequirePermission('send_envelopes')
export class DocumentsHttpController {
  constructor(
    private readonly addDocument: AddDocumentUseCase,
    private readonly addStoredDocument: AddStoredDocumentUseCase,
    private readonly removeDocument: RemoveDocumentUseCase,
  ) {}

  /** A multipart `file`, or JSON `{ item_id }` naming a PDF of the organization's storage. */
  @Post()
  add(
    @CallerScope() scope: CallerScope,
    @Param('envelopeId') envelopeId: string,
    @Multipart() body: MultipartSource,
    @Body() json: unknown,
  ) {
    if (!body.isMultipart && isJsonObject(json) && 'item_id' in json) {
      const { item_id: itemId } = parseInput(storedDocumentSchema, json);
      return this.addStoredDocument.execute(scope, envelopeId, itemId);
    }
    return this.addDocument.execute(scope, envelopeId, body);
  }

  @Delete(':documentId')
  @HttpCode(204)
  remove(@CallerScope() scope: CallerScope, @Param() { envelopeId, documentId }: DocumentPath) {
    return this.removeDocument.execute(scope, envelopeId, documentId);
  }
}

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
