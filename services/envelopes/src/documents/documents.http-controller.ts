import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  GatewayCaller,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '@rubrica/service-kit';
import { Multipart, type MultipartSource } from '../common/multipart-source.js';
import { scopeOf } from '../common/sender-scope.util.js';
import { AddDocumentUseCase } from './use-cases/add-document/add-document.use-case.js';
import { RemoveDocumentUseCase } from './use-cases/remove-document/remove-document.use-case.js';

/** An envelope's documents (spec section 7). */
@Controller('envelopes/:envelopeId/documents')
@RequireOrganization()
@RequirePermission('send_envelopes')
export class DocumentsHttpController {
  constructor(
    private readonly addDocument: AddDocumentUseCase,
    private readonly removeDocument: RemoveDocumentUseCase,
  ) {}

  @Post()
  add(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('envelopeId') envelopeId: string,
    @Multipart() body: MultipartSource,
  ) {
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
