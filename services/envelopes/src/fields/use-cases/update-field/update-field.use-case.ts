import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { presentField, type FieldResponse } from '../../../envelopes/envelope.presenter.js';
import { FieldEntity, type FieldWidget } from '../../../envelopes/field.entity.js';
import { findDraftingDocument } from '../../element.store.js';
import type { FieldDraft } from '../../../envelopes/element-rules.js';
import { FieldsError } from '../../fields.exception.js';
import type { UpdateFieldInput } from '../../fields.schemas.js';
import { checkField } from '../create-field/create-field.use-case.js';
import type { DraftingChange } from '../../../common/drafting-change.js';
import type { FieldPath } from '../../../common/resource-paths.js';

/** A change to one of a document's fields, as the route checked it. */
export type UpdateFieldCommand = DraftingChange<UpdateFieldInput, FieldPath>;

@Injectable()
export class UpdateFieldUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /** The field after the change must pass every rule a new one does. */
  async execute({
    scope,
    envelopeId,
    documentId,
    fieldId,
    input,
  }: UpdateFieldCommand): Promise<FieldResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { envelope, document } = await findDraftingDocument(manager, scope, envelopeId, documentId);
      const fields = manager.getRepository(FieldEntity);
      const field = isUuid(fieldId) ? await fields.findOneBy({ id: fieldId, documentId: document.id }) : null;
      if (!field) throw FieldsError.fieldNotFound();
      const draft: FieldDraft = {
        type: input.type ?? field.type,
        title: input.title !== undefined ? input.title : field.title,
        value: input.value !== undefined ? input.value : field.value,
        options: input.options !== undefined ? input.options : field.options,
        widgets: (input.widgets as FieldWidget[] | undefined) ?? field.widgets,
      };
      const recipientId = input.recipient_id ?? field.recipientId;
      await checkField(manager, envelope, document, recipientId, draft);
      await fields.update(
        { id: field.id },
        {
          recipientId,
          type: draft.type,
          title: draft.title,
          value: draft.value,
          options: draft.options,
          widgets: draft.widgets,
          name: input.name !== undefined ? input.name : field.name,
          isRequired: input.is_required ?? field.isRequired,
        },
      );
      return presentField(await fields.findOneByOrFail({ id: field.id }));
    });
  }
}
