import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { ContentEntity } from '../../content.entity.js';
import { DocumentEntity } from '../../document.entity.js';
import { findSenderEnvelope, isDrafting, type SenderScope } from '../../envelope-access.js';
import { appendEnvelopeEvent } from '../../envelope-event.store.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import { EnvelopesError } from '../../envelopes.exception.js';

@Injectable()
export class DeleteEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /**
   * Deletes a draft or a template (sections 2 and 8); anything sent stays, as evidence. The rows
   * go in one transaction (documents, recipients, fields and contents cascade); the history stays
   * (append-only) with a last entry saying so; blobs are removed once the rows are gone.
   */
  async execute(scope: SenderScope, id: string): Promise<void> {
    const blobKeys = await this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, id, { lock: true });
      if (!isDrafting(envelope)) throw EnvelopesError.notDeletable();
      const documents = await manager.getRepository(DocumentEntity).findBy({ envelopeId: envelope.id });
      const images = documents.length
        ? await manager
            .getRepository(ContentEntity)
            .createQueryBuilder('content')
            .where('content.document_id IN (:...ids) AND content.type = :type', {
              ids: documents.map((document) => document.id),
              type: 'image',
            })
            .getMany()
        : [];
      await appendEnvelopeEvent(manager, {
        envelopeId: envelope.id,
        type: 'envelope.deleted',
        text: {
          code: envelope.state === 'template' ? 'envelope.template_deleted' : 'envelope.draft_deleted',
        },
        data: { user_id: scope.userId },
      });
      await manager.getRepository(EnvelopeEntity).delete({ id: envelope.id });
      return [
        ...documents.flatMap((document) => [
          document.originalBlobKey,
          document.currentBlobKey,
          ...(document.sourceBlobKey ? [document.sourceBlobKey] : []),
        ]),
        ...images.map((image) => image.value).filter((key): key is string => !!key),
      ];
    });
    await removeBlobs(this.blobs, blobKeys);
  }
}
