import { Injectable } from '@nestjs/common';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { presentContent, type ContentResponse } from '../../../envelopes/envelope.presenter.js';
import type { ContentImage } from '../../content-form.js';
import { ContentImages } from '../../content-images.js';
import { contentStyle } from '../../content-style.js';
import { findDraftingContent } from '../../element.store.js';
import { throwIfAny } from '../../../envelopes/element-rules.js';
import type { UpdateContentInput } from '../../fields.schemas.js';
import { contentErrors } from '../create-content/create-content.use-case.js';

/** A change to a sender's content: the values as the route checked them, and a new image if one came. */
export interface UpdateContentCommand {
  scope: SenderScope;
  envelopeId: string;
  documentId: string;
  contentId: string;
  input: UpdateContentInput;
  image: ContentImage | undefined;
}

@Injectable()
export class UpdateContentUseCase {
  constructor(private readonly images: ContentImages) {}

  /**
   * PATCH .../contents/{content}, or for images a multipart POST with a method override of PATCH
   * (section 7). A new image replaces the old one, whose blob goes once the change is committed.
   */
  execute({
    scope,
    envelopeId,
    documentId,
    contentId,
    input,
    image,
  }: UpdateContentCommand): Promise<ContentResponse> {
    return this.images.change(async (manager, images) => {
      const { document, content } = await findDraftingContent(manager, scope, {
        envelopeId,
        documentId,
        contentId,
      });
      const contents = manager.getRepository(ContentEntity);
      const type = input.type ?? content.type;
      const draft = {
        type,
        value: input.value !== undefined ? input.value : content.value,
        page: input.page ?? content.page,
        x_axis: input.x_axis ?? content.xAxis,
        y_axis: input.y_axis ?? content.yAxis,
        width: input.width ?? content.width,
        height: input.height ?? content.height,
      };
      const keepsImage = content.type === 'image' && !!content.value;
      throwIfAny(contentErrors(draft, document.pages, !!image || keepsImage));
      let value: string | null = draft.value ?? null;
      if (type === 'image') {
        value = image ? await images.put(scope.organizationId, document, image) : content.value;
      } else if (type === 'validation-qrcode') {
        value = null;
      }
      if (content.type === 'image' && content.value && content.value !== value) images.release(content.value);
      await contents.update(
        { id: content.id },
        {
          type,
          value,
          page: draft.page,
          xAxis: draft.x_axis,
          yAxis: draft.y_axis,
          width: draft.width,
          height: draft.height,
          ...contentStyle(input, content),
        },
      );
      return presentContent(await contents.findOneByOrFail({ id: content.id }));
    });
  }
}
