import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Sha256Meter, type BlobStore } from '@rubrica/blob';
import { documentBlobKey } from '../../../common/document-blob-key.util.js';
import { InjectBlobStore, InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import type { DocumentResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import { DocumentsError } from '../../../envelopes/documents.exception.js';
import { DocumentIntake } from '../../document-intake.js';
import { StoredItemsClient } from '../../stored-items.client.js';

@Injectable()
export class AddStoredDocumentUseCase {
  constructor(
    private readonly intake: DocumentIntake,
    @InjectBlobStore() private readonly blobs: BlobStore,
    private readonly storedItems: StoredItemsClient,
    @InjectEnvelopesConfig() private readonly config: EnvelopesConfig,
  ) {}

  /**
   * POST envelopes/{id}/documents with `{ item_id }`: a PDF from the organization's storage. The
   * storage service names the file (only to its own organization, and only one the member may read
   * under the storage's sharing rules: anything else is a 404); its bytes are copied to the
   * document's own blob, so deleting the stored file later never touches the envelope. From there it is an upload like any other: the size and count limits, a
   * readable, unprotected PDF, its pages and hash, the history entry and `document.added`.
   */
  async execute(scope: SenderScope, envelopeId: string, itemId: string): Promise<DocumentResponse> {
    const envelope = await this.intake.openDraft(scope, envelopeId);
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
    return this.intake.accept(scope, envelope.id, {
      id: documentId,
      name: item.name,
      blobKey: target,
      size: item.size,
      isPdf: true,
    });
  }
}
