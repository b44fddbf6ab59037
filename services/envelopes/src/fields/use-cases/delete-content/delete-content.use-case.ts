import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '../../../common/remove-blobs.util.js';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { findDraftingDocument } from '../../element.store.js';
import { FieldsError } from '../../fields.exception.js';

@Injectable()
export class DeleteContentUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(
    scope: SenderScope,
    envelopeId: string,
    documentId: string,
    contentId: string,
  ): Promise<void> {
    const image = await this.dataSource.transaction(async (manager) => {
      const { document } = await findDraftingDocument(manager, scope, envelopeId, documentId);
      const contents = manager.getRepository(ContentEntity);
      const content = isUuid(contentId)
        ? await contents.findOneBy({ id: contentId, documentId: document.id })
        : null;
      if (!content) throw FieldsError.contentNotFound();
      await contents.delete({ id: content.id });
      return content.type === 'image' ? content.value : null;
    });
    if (image) await removeBlobs(this.blobs, [image]);
  }
}
