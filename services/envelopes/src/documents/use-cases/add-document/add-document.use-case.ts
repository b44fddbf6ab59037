import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { Injectable } from '@nestjs/common';
import { BlobErrorCode, Sha256Meter, type BlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { documentBlobKey, documentSourceBlobKey } from '../../../common/document-blob-key.util.js';
import { InjectBlobStore, InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { IncomingFile, MultipartSource } from '@rubrica/service-kit';
import { removeBlobs } from '../../../common/remove-blobs.util.js';
import { DocumentEntity } from '../../../envelopes/document.entity.js';
import { assertDrafting, findSenderEnvelope, type SenderScope } from '../../../envelopes/envelope-access.js';
import { appendEnvelopeEvent } from '../../../envelopes/envelope-event.store.js';
import { appendOutboxEvent } from '../../../envelopes/envelope-outbox.js';
import { eventHead, toProtoDocument } from '../../../envelopes/envelope-proto.mapper.js';
import { presentDocument, type DocumentResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import { documentSlots } from '../../document-slots.js';
import { DocumentsError } from '../../../envelopes/documents.exception.js';
import { readUploadedPdf } from '../../read-uploaded-pdf.js';
import { TextTagsOnUpload } from '../../text-tags/text-tags-on-upload.js';

interface StoredFile {
  name: string;
  key: string;
  size: number;
  /** False for an office file, which the storage service converts to PDF first. */
  isPdf: boolean;
}

@Injectable()
export class AddDocumentUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
    private readonly textTags: TextTagsOnUpload,
  ) {}

  /**
   * POST envelopes/{id}/documents (multipart `file`). The file streams to the blob store with its
   * size capped; a PDF is then read once to hash it and count its pages (unreadable and
   * password-protected files are refused and removed) and once more for its text tags, before the
   * transaction that writes its row, history entry, `rubrica.envelopes.document.added` and the
   * tags' fields together. An office file the configuration allows is kept as it came and
   * `rubrica.envelopes.document.conversion_requested` asks the storage service for its PDF; the
   * document is `converting` until the answer arrives.
   */
  async execute(scope: SenderScope, envelopeId: string, body: MultipartSource): Promise<DocumentResponse> {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, envelopeId);
    assertDrafting(envelope);
    await documentSlots.assertRoom(this.dataSource.manager, envelope.id, this.config.ENVELOPE_MAX_FILES);
    if (!body.isMultipart) throw DocumentsError.fileRequired();

    const documentId = randomUUID();
    const target = documentBlobKey(scope.organizationId, envelope.id, documentId);
    const maxBytes = this.config.ENVELOPE_MAX_FILE_MB * 1024 * 1024;
    const { file } = await body.read({
      field: 'file',
      // One byte more than allowed, so the meter sees the excess and refuses the file.
      maxFileBytes: maxBytes + 1,
      onFile: (incoming) => this.store(incoming, scope, envelope.id, documentId, maxBytes),
    });
    if (!file) throw DocumentsError.fileRequired();

    try {
      const pages = file.isPdf ? await readUploadedPdf(this.blobs, file.key, file.size) : null;
      const tags = pages ? await this.textTags.find(documentId, file.key, pages.size) : [];
      return await this.dataSource.transaction(async (manager) => {
        const locked = await findSenderEnvelope(manager, scope, envelope.id, { lock: true });
        assertDrafting(locked);
        const documents = manager.getRepository(DocumentEntity);
        const position = await documentSlots.claim(manager, locked.id, this.config.ENVELOPE_MAX_FILES);
        const document = documents.create({
          id: documentId,
          envelopeId: locked.id,
          name: file.name,
          originalBlobKey: target,
          currentBlobKey: target,
          // Unknown until the storage service answers with the PDF.
          sha256: pages?.sha256 ?? '',
          sha1: null,
          pages: pages?.count ?? 0,
          pageSizes: pages?.sizes ?? [],
          removedContent: pages?.removed ?? [],
          size: pages?.size ?? file.size,
          position,
          conversionStatus: pages ? null : 'converting',
          conversionRequestId: pages ? null : randomUUID(),
          sourceBlobKey: pages ? null : file.key,
          conversionError: null,
        });
        await documents.save(document);
        const saved = await documents.findOneByOrFail({ id: documentId });
        if (pages) await recordDocumentAdded(manager, locked, saved);
        else await this.requestConversion(manager, locked, saved);
        const fields = await this.textTags.place(manager, locked, saved, tags);
        return presentDocument(saved, locked.organizationId, { fields, contents: [] });
      });
    } catch (error) {
      await removeBlobs(this.blobs, [file.key]);
      throw error;
    }
  }

  private async store(
    incoming: IncomingFile,
    scope: SenderScope,
    envelopeId: string,
    documentId: string,
    maxBytes: number,
  ): Promise<StoredFile> {
    const extension = extname(incoming.filename).slice(1).toLowerCase();
    const allowed = this.config.ENVELOPE_ALLOWED_FILE_TYPES;
    if (!(allowed as readonly string[]).includes(extension)) throw DocumentsError.invalidFileType(allowed);
    const isPdf = extension === 'pdf';
    const key = isPdf
      ? documentBlobKey(scope.organizationId, envelopeId, documentId)
      : documentSourceBlobKey(scope.organizationId, envelopeId, documentId, extension);
    const meter = new Sha256Meter({ maxBytes });
    try {
      const stored = await this.blobs.put(key, incoming.stream.pipe(meter), {
        contentType: isPdf ? 'application/pdf' : incoming.mimeType,
      });
      return { name: incoming.filename, key, size: stored.size, isPdf };
    } catch (error) {
      if (isAppError(error) && error.code === BlobErrorCode.TooLarge)
        throw DocumentsError.invalidFileSize(this.config.ENVELOPE_MAX_FILE_MB);
      throw error;
    }
  }

  private async requestConversion(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    document: DocumentEntity,
  ): Promise<void> {
    await appendEnvelopeEvent(manager, {
      envelopeId: envelope.id,
      type: 'document.conversion_requested',
      text: { code: 'document.conversion_requested', params: { name: document.name } },
      data: { document_id: document.id },
    });
    await appendOutboxEvent(manager, 'rubrica.envelopes.document.conversion_requested', {
      ...eventHead(envelope),
      documentId: document.id,
      requestId: document.conversionRequestId!,
      sourceBlobKey: document.sourceBlobKey!,
      sourceName: document.name,
      targetBlobKey: document.originalBlobKey,
    });
  }
}

/**
 * The history entries and `rubrica.envelopes.document.added` of a document that is a PDF: its
 * addition, and what its upload removed when it removed anything.
 */
export async function recordDocumentAdded(
  manager: EntityManager,
  envelope: EnvelopeEntity,
  document: DocumentEntity,
): Promise<void> {
  await appendEnvelopeEvent(manager, {
    envelopeId: envelope.id,
    type: 'document.added',
    text: { code: 'document.added', params: { name: document.name } },
    data: { document_id: document.id, sha256: document.sha256, pages: document.pages },
  });
  if (document.removedContent.length)
    await appendEnvelopeEvent(manager, {
      envelopeId: envelope.id,
      type: 'document.active_content_removed',
      text: { code: 'document.active_content_removed', params: { name: document.name } },
      data: { document_id: document.id, removed_content: document.removedContent },
    });
  await appendOutboxEvent(manager, 'rubrica.envelopes.document.added', {
    ...eventHead(envelope),
    document: toProtoDocument(document),
  });
}
