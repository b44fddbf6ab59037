import { appendOutboxEvent } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { eventHead } from '../../../envelopes/envelope-proto.mapper.js';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import { DocumentEntity } from '../../../envelopes/document.entity.js';
import { EnvelopeState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { findSenderEnvelope, type SenderScope } from '../../../envelopes/envelope-access.js';
import { appendDocumentEvent } from '../../document-history.js';
import { EnvelopesError } from '../../../envelopes/envelopes.exception.js';
import { findDocument } from '../../../envelopes/document.store.js';

@Injectable()
export class RemoveDocumentUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /**
   * DELETE envelopes/{id}/documents/{doc}, on drafts and templates only: the row goes with its
   * fields and contents, `rubrica.envelopes.document.removed` is recorded, then the blobs go.
   */
  async execute(scope: SenderScope, envelopeId: string, documentId: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
      if (envelope.state !== EnvelopeState.Draft && envelope.state !== EnvelopeState.Template)
        throw EnvelopesError.readOnly();
      const document = await findDocument(manager, envelope.id, documentId);
      const images = await manager
        .getRepository(ContentEntity)
        .findBy({ documentId: document.id, type: 'image' });
      await manager.getRepository(DocumentEntity).delete({ id: document.id });
      await appendDocumentEvent(manager, document, 'document.removed', { sha256: document.sha256 });
      await appendOutboxEvent(manager, 'rubrica.envelopes.document.removed', {
        ...eventHead(envelope),
        documentId: document.id,
        blobKey: document.originalBlobKey,
      });
      return [
        document.originalBlobKey,
        document.currentBlobKey,
        ...(document.sourceBlobKey ? [document.sourceBlobKey] : []),
        ...images.map((image) => image.value).filter((key): key is string => !!key),
      ];
    });
    await removeBlobs(this.blobs, keys);
  }
}
