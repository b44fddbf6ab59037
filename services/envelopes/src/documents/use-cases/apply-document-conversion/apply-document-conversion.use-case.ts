import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { DocumentEntity } from '../../../envelopes/document.entity.js';
import { appendDocumentEvent } from '../../document-history.js';
import { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { readUploadedPdf } from '../../read-uploaded-pdf.js';
import { TextTagsOnUpload } from '../../text-tags/text-tags-on-upload.js';
import { recordDocumentAdded } from '../../document-intake.js';

type Converted = EventMessage<'rubrica.storage.document.converted'>;
type ConversionFailed = EventMessage<'rubrica.storage.document.conversion_failed'>;

/**
 * Applies the storage service's answer to a conversion request, inside the consumer's
 * transaction. An answer to anything but the document's current request (the document was
 * removed, or the answer is late) changes nothing.
 */
@Injectable()
export class ApplyDocumentConversionUseCase {
  constructor(
    @InjectBlobStore() private readonly blobs: BlobStore,
    private readonly textTags: TextTagsOnUpload,
  ) {}

  /** The PDF is in place: read once for its pages and hash, then it is a document like any other. */
  async converted(manager: EntityManager, answer: Converted): Promise<void> {
    const document = await this.lockedDocument(manager, answer.documentId);
    // Removed while it was converted: nothing refers to the PDF. A repeated or late answer for a
    // document that exists changes nothing, and its PDF (the document's own) stays.
    if (!document) {
      if (isDocumentPdfKey(answer.blobKey, answer.documentId))
        await removeBlobs(this.blobs, [answer.blobKey]);
      return;
    }
    if (!isAwaiting(document, answer.requestId)) return;
    const stat = await this.blobs.stat(document.originalBlobKey);
    let pages;
    try {
      pages = await readUploadedPdf(this.blobs, document.originalBlobKey, stat.size);
    } catch (error) {
      if (!isAppError(error) || error.status !== 422) throw error;
      await this.fail(manager, document, error.errors?.file?.[0] ?? error.message, error.code);
      return;
    }
    const tags = await this.textTags.find(document.id, document.originalBlobKey, pages.size, pages.bytes);
    const repository = manager.getRepository(DocumentEntity);
    Object.assign(document, {
      sha256: pages.sha256,
      pages: pages.count,
      pageSizes: pages.sizes,
      removedContent: pages.removed,
      size: pages.size,
      conversionStatus: null,
      conversionRequestId: null,
      conversionError: null,
      conversionErrorCode: null,
    });
    await repository.save(document);
    const envelope = await manager.getRepository(EnvelopeEntity).findOneByOrFail({ id: document.envelopeId });
    await recordDocumentAdded(manager, envelope, document);
    await this.textTags.place(manager, envelope, document, tags);
  }

  async failed(manager: EntityManager, answer: ConversionFailed): Promise<void> {
    const document = await this.lockedDocument(manager, answer.documentId);
    if (document && isAwaiting(document, answer.requestId))
      await this.fail(manager, document, answer.failureMessage || answer.failureCode, answer.failureCode);
  }

  private async fail(
    manager: EntityManager,
    document: DocumentEntity,
    reason: string,
    code: string,
  ): Promise<void> {
    document.conversionStatus = 'failed';
    document.conversionError = reason.slice(0, 500);
    document.conversionErrorCode = code.slice(0, 100) || null;
    await manager.getRepository(DocumentEntity).save(document);
    await appendDocumentEvent(manager, document, 'document.conversion_failed', {
      reason: document.conversionError,
    });
  }

  private async lockedDocument(manager: EntityManager, documentId: string): Promise<DocumentEntity | null> {
    // An id that is not ours cannot name a document; asking would fail on every redelivery.
    if (!isUuid(documentId)) return null;
    return manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('document')
      .where('document.id = :documentId', { documentId })
      .setLock('pessimistic_write')
      .getOne();
  }
}

/** Only a PDF key of this service's layout for that very document is ever removed on an answer. */
function isDocumentPdfKey(key: string, documentId: string): boolean {
  return key.startsWith('envelopes/') && key.endsWith(`/documents/${documentId}/original.pdf`);
}

function isAwaiting(document: DocumentEntity, requestId: string): boolean {
  return document.conversionStatus === 'converting' && document.conversionRequestId === requestId;
}
