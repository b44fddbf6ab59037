import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  GatewayCaller,
  type OrganizationCaller,
  parseInput,
  RequireOrganization,
  RequirePermission,
} from '@rubrica/service-kit';
import { Multipart, type MultipartSource } from '@rubrica/service-kit';
import { scopeOf } from '../common/sender-scope.util.js';
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
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Multipart() body: MultipartSource,
    @Body() json: unknown,
  ) {
    if (!body.isMultipart && isJsonObject(json) && 'item_id' in json) {
      const { item_id: itemId } = parseInput(storedDocumentSchema, json);
      return this.addStoredDocument.execute(scopeOf(caller), envelopeId, itemId);
    }
    return this.addDocument.execute(scopeOf(caller), envelopeId, body);
  }

  @Delete(':documentId')
  @HttpCode(204)
  remove(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Param('documentId') documentId: string,
  ) {
    return this.removeDocument.execute(scopeOf(caller), envelopeId, documentId);
  }
}

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
