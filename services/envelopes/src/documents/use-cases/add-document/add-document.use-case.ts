import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { Injectable } from '@nestjs/common';
import { BlobErrorCode, Sha256Meter, type BlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import { documentBlobKey, documentSourceBlobKey } from '../../../common/document-blob-key.util.js';
import { InjectBlobStore, InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { IncomingFile, MultipartSource } from '@rubrica/service-kit';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import type { DocumentResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import { DocumentsError } from '../../../envelopes/documents.exception.js';
import { DocumentIntake, type IncomingDocument } from '../../document-intake.js';

@Injectable()
export class AddDocumentUseCase {
  constructor(
    private readonly intake: DocumentIntake,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
  ) {}

  /**
   * POST envelopes/{id}/documents (multipart `file`). The file streams to the blob store with its
   * size capped; from there the intake makes it a document (DocumentIntake.accept): a PDF is read,
   * hashed and tagged and its row written, while an office file the configuration allows is kept as
   * it came and `rubrica.envelopes.document.conversion_requested` asks the storage service for its
   * PDF; the document is `converting` until the answer arrives.
   */
  async execute(scope: SenderScope, envelopeId: string, body: MultipartSource): Promise<DocumentResponse> {
    const envelope = await this.intake.openDraft(scope, envelopeId);
    if (!body.isMultipart) throw DocumentsError.fileRequired();

    const documentId = randomUUID();
    const maxBytes = this.config.ENVELOPE_MAX_FILE_MB * 1024 * 1024;
    const { file } = await body.read({
      field: 'file',
      // One byte more than allowed, so the meter sees the excess and refuses the file.
      maxFileBytes: maxBytes + 1,
      onFile: (incoming) => this.store(incoming, scope, envelope.id, documentId, maxBytes),
    });
    if (!file) throw DocumentsError.fileRequired();
    return this.intake.accept(scope, envelope.id, file);
  }

  private async store(
    incoming: IncomingFile,
    scope: SenderScope,
    envelopeId: string,
    documentId: string,
    maxBytes: number,
  ): Promise<IncomingDocument> {
    const extension = extname(incoming.filename).slice(1).toLowerCase();
    const allowed = this.config.ENVELOPE_ALLOWED_FILE_TYPES;
    if (!(allowed as readonly string[]).includes(extension)) throw DocumentsError.invalidFileType(allowed);
    const isPdf = extension === 'pdf';
    const blobKey = isPdf
      ? documentBlobKey(scope.organizationId, envelopeId, documentId)
      : documentSourceBlobKey(scope.organizationId, envelopeId, documentId, extension);
    const meter = new Sha256Meter({ maxBytes });
    try {
      const stored = await this.blobs.put(blobKey, incoming.stream.pipe(meter), {
        contentType: isPdf ? 'application/pdf' : incoming.mimeType,
      });
      return { id: documentId, name: incoming.filename, blobKey, size: stored.size, isPdf };
    } catch (error) {
      if (isAppError(error) && error.code === BlobErrorCode.TooLarge)
        throw DocumentsError.invalidFileSize(this.config.ENVELOPE_MAX_FILE_MB);
      throw error;
    }
  }
}
