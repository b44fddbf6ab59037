import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { insertReturningRow } from '../../../common/insert-returning-row.util.js';
import type { DocumentEntity } from '../../../envelopes/document.entity.js';
import { addFieldError } from '../../../envelopes/domain/field-errors.js';
import { fieldPlacementRule } from '../../../envelopes/domain/field-rules.js';
import { presentField, type FieldResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { FieldEntity, type FieldWidget } from '../../../envelopes/field.entity.js';
import { recipientsOfEnvelope } from '../../../envelopes/envelope-parts.store.js';
import { findDraftingDocument } from '../../element.store.js';
import { fieldErrors, throwIfAny, type FieldDraft } from '../../../envelopes/element-rules.js';
import { FieldsError } from '../../fields.exception.js';
import type { CreateFieldInput } from '../../fields.schemas.js';
import type { DraftingChange } from '../../../common/drafting-change.js';
import type { DocumentPath } from '../../../common/resource-paths.js';

/** A field the sender places on a document, as the route checked it. */
export type CreateFieldCommand = DraftingChange<CreateFieldInput, DocumentPath>;

@Injectable()
export class CreateFieldUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ scope, envelopeId, documentId, input }: CreateFieldCommand): Promise<FieldResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { envelope, document } = await findDraftingDocument(manager, scope, envelopeId, documentId);
      const draft: FieldDraft = {
        type: input.type,
        title: input.title ?? null,
        value: input.value ?? null,
        options: input.options ?? null,
        widgets: input.widgets as FieldWidget[],
      };
      await checkField(manager, envelope, document, input.recipient_id, draft);
      const fields = manager.getRepository(FieldEntity);
      const field = fields.create({
        id: randomUUID(),
        documentId: document.id,
        recipientId: input.recipient_id,
        type: draft.type,
        title: draft.title,
        name: input.name ?? null,
        value: draft.value,
        options: draft.options,
        isRequired: input.is_required ?? false,
        widgets: draft.widgets,
      });
      // Answered as stored (the defaults, the widgets as jsonb keeps them) by the insert itself.
      return presentField(await insertReturningRow(manager, FieldEntity, field));
    });
  }
}

/**
 * Section 5, all at once: the field's own settings, and whether its recipient may receive it
 * (only signers get signature, initial, text, checkbox and dropdown; PDF/A envelopes give
 * recipients after the first signature fields only).
 */
export async function checkField(
  manager: EntityManager,
  envelope: EnvelopeEntity,
  document: DocumentEntity,
  recipientId: string,
  draft: FieldDraft,
): Promise<void> {
  const recipients = await recipientsOfEnvelope(manager, envelope.id);
  const index = isUuid(recipientId) ? recipients.findIndex((recipient) => recipient.id === recipientId) : -1;
  if (index < 0) throw FieldsError.recipientUnknown();
  const errors = fieldErrors(draft, document);
  const rule = fieldPlacementRule({
    fieldType: draft.type,
    recipientType: recipients[index]!.type,
    recipientIndex: index,
    recipientCount: recipients.length,
    isPdfa: envelope.metadata?.type?.pdfa === true,
  });
  if (rule) addFieldError(errors, 'type', rule);
  throwIfAny(errors);
}
