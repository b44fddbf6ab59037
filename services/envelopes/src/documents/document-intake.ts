import { appendOutboxEvent } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { documentBlobKey } from '../common/document-blob-key.util.js';
import { insertReturningRow } from '../common/insert-returning-row.util.js';
import { InjectBlobStore, InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { DocumentEntity } from '../envelopes/document.entity.js';
import { assertDrafting, findSenderEnvelope, type SenderScope } from '../envelopes/envelope-access.js';
import { eventHead, toProtoDocument } from '../envelopes/envelope-proto.mapper.js';
import { presentDocument, type DocumentResponse } from '../envelopes/envelope.presenter.js';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import type { EnvelopesConfig } from '../envelopes.config.js';
import { appendDocumentEvent } from './document-history.js';
import { documentSlots } from './document-slots.js';
import { readUploadedPdf } from './read-uploaded-pdf.js';
import { TextTagsOnUpload } from './text-tags/text-tags-on-upload.js';

/** A file just stored for a new document, under its own blob key (the PDF's or the source's). */
export interface IncomingDocument {
  id: string;
  name: string;
  blobKey: string;
  size: number;
  /** False for an office file, which the storage service converts to PDF first. */
  isPdf: boolean;
}

/**
 * The steps every new document takes, whether uploaded or copied from storage: the early checks
 * on the envelope, then from the stored file to its row. Uploads and storage copies differ only in
 * how the bytes arrive.
 */
@Injectable()
export class DocumentIntake {
  constructor(
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
    private readonly dataSource: DataSource,
    private readonly textTags: TextTagsOnUpload,
  ) {}

  /** The sender's draft, while it still has room for one more document (before any byte is stored). */
  async openDraft(scope: SenderScope, envelopeId: string): Promise<EnvelopeEntity> {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, envelopeId);
    assertDrafting(envelope);
    await documentSlots.assertRoom(this.dataSource.manager, envelope.id, this.config.ENVELOPE_MAX_FILES);
    return envelope;
  }

  /**
   * Makes the stored file a document: a PDF is read once to hash it and count its pages
   * (unreadable and password-protected files are refused) and once more for its text tags, before
   * the transaction that writes its row, history entry, `rubrica.envelopes.document.added` and the
   * tags' fields together. An office file is kept as it came and
   * `rubrica.envelopes.document.conversion_requested` asks the storage service for its PDF. When
   * anything fails the stored file is removed.
   */
  async accept(scope: SenderScope, envelopeId: string, file: IncomingDocument): Promise<DocumentResponse> {
    try {
      const pages = file.isPdf ? await readUploadedPdf(this.blobs, file.blobKey, file.size) : null;
      const tags = pages ? await this.textTags.find(file.id, file.blobKey, pages.size, pages.bytes) : [];
      return await this.dataSource.transaction(async (manager) => {
        const locked = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
        assertDrafting(locked);
        const position = await documentSlots.claim(manager, locked.id, this.config.ENVELOPE_MAX_FILES);
        const target = documentBlobKey(scope.organizationId, locked.id, file.id);
        // A new row: inserted without first being looked up by its id, as saving would, and
        // answered as stored (the defaults the database fills in) by the insert itself.
        const saved = await insertReturningRow(
          manager,
          DocumentEntity,
          manager.create(DocumentEntity, {
            id: file.id,
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
            sourceBlobKey: pages ? null : file.blobKey,
            conversionError: null,
          }),
        );
        if (pages) await recordDocumentAdded(manager, locked, saved);
        else await requestConversion(manager, locked, saved);
        const fields = await this.textTags.place(manager, locked, saved, tags);
        return presentDocument(saved, locked.organizationId, { fields, contents: [] });
      });
    } catch (error) {
      await removeBlobs(this.blobs, [file.blobKey]);
      throw error;
    }
  }
}

async function requestConversion(
  manager: EntityManager,
  envelope: EnvelopeEntity,
  document: DocumentEntity,
): Promise<void> {
  await appendDocumentEvent(manager, document, 'document.conversion_requested');
  await appendOutboxEvent(manager, 'rubrica.envelopes.document.conversion_requested', {
    ...eventHead(envelope),
    documentId: document.id,
    requestId: document.conversionRequestId!,
    sourceBlobKey: document.sourceBlobKey!,
    sourceName: document.name,
    targetBlobKey: document.originalBlobKey,
  });
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
  await appendDocumentEvent(manager, document, 'document.added', {
    sha256: document.sha256,
    pages: document.pages,
  });
  if (document.removedContent.length)
    await appendDocumentEvent(manager, document, 'document.active_content_removed', {
      removed_content: document.removedContent,
    });
  await appendOutboxEvent(manager, 'rubrica.envelopes.document.added', {
    ...eventHead(envelope),
    document: toProtoDocument(document),
  });
}
