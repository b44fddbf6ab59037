import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Sha256Meter, type BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { documentBlobKey } from '../../../common/document-blob-key.util.js';
import { InjectBlobStore, InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '../../../common/remove-blobs.util.js';
import { DocumentEntity } from '../../../envelopes/document.entity.js';
import { assertDrafting, findSenderEnvelope, type SenderScope } from '../../../envelopes/envelope-access.js';
import { presentDocument, type DocumentResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import { documentSlots } from '../../document-slots.js';
import { DocumentsError } from '../../../envelopes/documents.exception.js';
import { readUploadedPdf } from '../../read-uploaded-pdf.js';
import { TextTagsOnUpload } from '../../text-tags/text-tags-on-upload.js';
import { StoredItemsClient } from '../../stored-items.client.js';
import { recordDocumentAdded } from '../add-document/add-document.use-case.js';

@Injectable()
export class AddStoredDocumentUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
    private readonly storedItems: StoredItemsClient,
    private readonly textTags: TextTagsOnUpload,
  ) {}

  /**
   * POST envelopes/{id}/documents with `{ item_id }`: a PDF from the organization's storage. The
   * storage service names the file (only to its own organization, and only one the member may read
   * under the storage's sharing rules: anything else is a 404); its bytes are copied to the
   * document's own blob, so deleting the stored file later never touches the envelope. From there it is an upload like any other: the size and count limits, a
   * readable, unprotected PDF, its pages and hash, the history entry and `document.added`.
   */
  async execute(scope: SenderScope, envelopeId: string, itemId: string): Promise<DocumentResponse> {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, envelopeId);
    assertDrafting(envelope);
    await documentSlots.assertRoom(this.dataSource.manager, envelope.id, this.config.ENVELOPE_MAX_FILES);
    const item = await this.storedItems.get(scope, itemId);
    if (item.isDirectory || !item.blobKey) throw DocumentsError.itemIsFolder();
    if (item.mimetype !== 'application/pdf') throw DocumentsError.invalidFileType(['pdf']);
    if (item.size > this.config.ENVELOPE_MAX_FILE_MB * 1024 * 1024)
      throw DocumentsError.invalidFileSize(this.config.ENVELOPE_MAX_FILE_MB);

    const documentId = randomUUID();
    const target = documentBlobKey(scope.organizationId, envelope.id, documentId);
    await this.blobs.put(
      target,
      (await this.blobs.get(item.blobKey)).pipe(new Sha256Meter({ expectedSize: item.size })),
      {
        size: item.size,
        contentType: 'application/pdf',
      },
    );
    try {
      const pages = await readUploadedPdf(this.blobs, target, item.size);
      const tags = await this.textTags.find(documentId, target, pages.size);
      return await this.dataSource.transaction(async (manager) => {
        const locked = await findSenderEnvelope(manager, scope, envelope.id, { lock: true });
        assertDrafting(locked);
        const documents = manager.getRepository(DocumentEntity);
        const position = await documentSlots.claim(manager, locked.id, this.config.ENVELOPE_MAX_FILES);
        await documents.save(
          documents.create({
            id: documentId,
            envelopeId: locked.id,
            name: item.name,
            originalBlobKey: target,
            currentBlobKey: target,
            sha256: pages.sha256,
            sha1: null,
            pages: pages.count,
            pageSizes: pages.sizes,
            removedContent: pages.removed,
            size: pages.size,
            position,
            conversionStatus: null,
            conversionRequestId: null,
            sourceBlobKey: null,
            conversionError: null,
          }),
        );
        const saved = await documents.findOneByOrFail({ id: documentId });
        await recordDocumentAdded(manager, locked, saved);
        const fields = await this.textTags.place(manager, locked, saved, tags);
        return presentDocument(saved, locked.organizationId, { fields, contents: [] });
      });
    } catch (error) {
      await removeBlobs(this.blobs, [target]);
      throw error;
    }
  }
}
