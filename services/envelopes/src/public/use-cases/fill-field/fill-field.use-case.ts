import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, type CheckedInput } from '@rubrica/service-kit';
import { RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { assertMayFillField } from '../../../envelopes/domain/field-rules.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { contactOf } from '../../../envelopes/envelope-proto.mapper.js';
import type { ActionOrigin } from '../../../common/action-context.util.js';
import type { FillFieldInput } from '../../public.schemas.js';
import { assertCurrentAndWaiting, RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { PublicError } from '../../../envelope-flow/envelope-flow.exception.js';
import { presentField } from '../../recipient-view.presenter.js';
import { FieldValueError } from '../../public.exception.js';
import { recipientActor } from '../../../envelopes/history/event-actor.js';

const DATE = /^\d{4}-\d{2}-\d{2}$|^\d{2}\/\d{2}\/\d{4}$/;

/** The value rules of each field kind (section 5), as the 422 `{ value: [...] }`. */
function normalizeValue(field: FieldEntity, raw: string | boolean | number): string | null {
  const value = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (field.type) {
    case 'checkbox':
      if (value !== 'true' && value !== 'false') throw FieldValueError.notBoolean();
      return value;
    case 'dropdown':
      if (value === '') return null;
      if (!(field.options ?? []).includes(value)) throw FieldValueError.notOption();
      return value;
    case 'comments':
      // Section 9: comments up to 100 characters.
      if (value.length > 100) throw FieldValueError.tooLong(100);
      return value || null;
    case 'date':
      if (value !== '' && !DATE.test(value)) throw FieldValueError.notDate();
      return value || null;
    default:
      return value || null;
  }
}

/** A field filled through a recipient's link; the body was checked by the route. */
export interface FillFieldCommand {
  token: string;
  fieldId: string;
  input: CheckedInput<FillFieldInput>;
  origin: ActionOrigin;
}

/**
 * PATCH p/envelopes/recipients/{token}/fields/{field}: only the field's own recipient fills it
 * (section 4), only while they are waiting and it is their turn.
 */
@Injectable()
export class FillFieldUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
  ) {}

  async execute({ token, fieldId, input, origin: context }: FillFieldCommand) {
    return this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const field = isUuid(fieldId) ? await manager.findOne(FieldEntity, { where: { id: fieldId } }) : null;
      if (!field || !access.documents.some((document) => document.id === field.documentId)) {
        throw PublicError.fieldNotFound();
      }
      const owner = access.recipients.find((candidate) => candidate.id === field.recipientId);
      assertMayFillField({
        envelopeState: access.envelope.state,
        fieldRecipientId: field.recipientId,
        actorRecipientId: access.recipient.id,
        ownerState: owner?.state ?? RecipientState.Done,
      });
      assertCurrentAndWaiting(this.store.snapshot(access), access.recipient.id);
      // The body's 422 comes after the link's and the field's refusals.
      const { value } = input.value;
      field.value = normalizeValue(field, value);
      await manager.update(FieldEntity, { id: field.id }, { value: field.value });
      // The history says which field and who, never the value (it may be personal data).
      await this.store.log(
        manager,
        access.envelope.id,
        'field.filled',
        field.title
          ? { code: 'field.filled', params: { name: contactOf(access.recipient).name, field: field.title } }
          : {
              code: 'field.filled_type',
              params: { name: contactOf(access.recipient).name, field_type: field.type },
            },
        {
          recipient_id: access.recipient.id,
          field_id: field.id,
          ip_address: context.ipAddress,
          user_agent: context.userAgent,
        },
        recipientActor(access.recipient, contactOf(access.recipient).name),
      );
      return presentField(field, owner, access.envelope);
    });
  }
}
