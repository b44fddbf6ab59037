import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentEntity, type ContentType } from '../../../envelopes/content.entity.js';
import { addFieldError, type FieldErrors } from '../../../envelopes/domain/field-errors.js';
import type { SenderScope } from '../../../envelopes/envelope-access.js';
import { presentContent, type ContentResponse } from '../../../envelopes/envelope.presenter.js';
import type { ContentImage } from '../../content-form.js';
import { ContentImages } from '../../content-images.js';
import { contentStyle } from '../../content-style.js';
import { findDraftingDocument } from '../../element.store.js';
import { commentRules, placementErrors, throwIfAny } from '../../../envelopes/element-rules.js';
import type { CreateContentInput } from '../../fields.schemas.js';

/** A content placed by the sender: the values as the route checked them, and the image if one came. */
export interface CreateContentCommand {
  scope: SenderScope;
  envelopeId: string;
  documentId: string;
  input: CreateContentInput;
  image: ContentImage | undefined;
}

export interface ContentDraft {
  type: ContentType;
  value?: string | null;
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
}

/** Section 5 on a content: text needs its text, a comment its text (≤ 100); inside a page. */
export function contentErrors(draft: ContentDraft, pages: number, hasImage: boolean): FieldErrors {
  const errors: FieldErrors = {};
  placementErrors(errors, '', draft, { pages });
  if (draft.type === 'comment') commentRules(errors, draft.value);
  if (draft.type === 'text' && !draft.value?.trim()) addFieldError(errors, 'value', 'content.text_required');
  if (draft.type === 'image' && !hasImage) addFieldError(errors, 'file', 'content.image_required');
  return errors;
}

@Injectable()
export class CreateContentUseCase {
  constructor(private readonly images: ContentImages) {}

  execute({ scope, envelopeId, documentId, input, image }: CreateContentCommand): Promise<ContentResponse> {
    return this.images.change(async (manager, images) => {
      const { document } = await findDraftingDocument(manager, scope, envelopeId, documentId);
      throwIfAny(contentErrors(input, document.pages, !!image));
      let value = input.value ?? null;
      if (input.type === 'image') value = await images.put(scope.organizationId, document, image!);
      if (input.type === 'validation-qrcode') value = null;
      const contents = manager.getRepository(ContentEntity);
      const content = contents.create({
        id: randomUUID(),
        documentId: document.id,
        type: input.type,
        value,
        page: input.page,
        xAxis: input.x_axis,
        yAxis: input.y_axis,
        width: input.width,
        height: input.height,
        ...contentStyle(input),
      });
      await contents.insert(content);
      return presentContent(await contents.findOneByOrFail({ id: content.id }));
    });
  }
}
