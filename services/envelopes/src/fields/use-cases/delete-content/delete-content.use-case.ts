import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { findDraftingContent } from '../../element.store.js';

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
      const { content } = await findDraftingContent(manager, scope, { envelopeId, documentId, contentId });
      await manager.getRepository(ContentEntity).delete({ id: content.id });
      return content.type === 'image' ? content.value : null;
    });
    if (image) await removeBlobs(this.blobs, [image]);
  }
}
