import { Injectable } from '@nestjs/common';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { ContentImages } from '../../content-images.js';
import { findDraftingContent } from '../../element.store.js';

@Injectable()
export class DeleteContentUseCase {
  constructor(private readonly images: ContentImages) {}

  execute(scope: SenderScope, envelopeId: string, documentId: string, contentId: string): Promise<void> {
    return this.images.change(async (manager, images) => {
      const { content } = await findDraftingContent(manager, scope, { envelopeId, documentId, contentId });
      await manager.getRepository(ContentEntity).delete({ id: content.id });
      if (content.type === 'image' && content.value) images.release(content.value);
    });
  }
}
