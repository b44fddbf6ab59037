import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { AppError, addFieldError, type FieldErrors } from '@rubrica/errors';
import type { EntityManager } from 'typeorm';
import { abandonSigning, resumeAfterFailure } from '../envelopes/domain/envelope-signing-flow.js';
import {
  actOnEnvelope,
  type ActResult,
  type RecipientAction,
} from '../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../envelopes/domain/envelope-vocabulary.js';
import { FieldEntity } from '../envelopes/field.entity.js';
import { EnvelopeFlowStore } from '../envelope-flow/envelope-flow.store.js';
import { InjectBlobStore } from '../common/envelopes-tokens.js';
import { signatureImageKey } from '../envelope-flow/revision-drawings.js';
import type { RecipientAccess } from '../envelope-flow/recipient-access.js';
import { actionOf } from './recipient-view.presenter.js';

export interface ActingCheck {
  action: RecipientAction;
  fields: FieldEntity[];
  /** The transition acting would make at once (approvers and viewers without fields). */
  direct: ActResult;
}

/**
 * The rules every way of acting shares (section 4, sign flow): a failed recipient retrying puts
 * the envelope back in transit; then their turn and state, then what is still missing (required
 * fields, signature images, required identifiers). Throws before anything else is written.
 */
@Injectable()
export class RecipientActing {
  constructor(
    private readonly store: EnvelopeFlowStore,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /** The recipient's signature being made is given up (reset, gone stale, replaced): they wait again. */
  async waitAgain(manager: EntityManager, access: RecipientAccess): Promise<void> {
    const next = abandonSigning(this.store.snapshot(access), { recipientId: access.recipient.id });
    await this.store.persist(manager, access, next);
  }

  async check(manager: EntityManager, access: RecipientAccess): Promise<ActingCheck> {
    const { recipient } = access;
    const halted = access.envelope.state === EnvelopeState.Halted;
    if (
      recipient.state === RecipientState.Failed &&
      (halted || access.envelope.state === EnvelopeState.InTransit)
    ) {
      const resumed = resumeAfterFailure(this.store.snapshot(access), { recipientId: recipient.id });
      await this.store.persist(manager, access, resumed);
      await this.store.logRecipient(manager, access.envelope.id, recipient, 'recipient.retried', {
        byRecipient: true,
      });
    }
    const action = actionOf(recipient);
    const fields = await this.fieldsOf(manager, access);
    // The turn and state rules first, then what is missing.
    const direct = actOnEnvelope(this.store.snapshot(access), { recipientId: recipient.id, action });
    await this.assertComplete(access, fields);
    return { action, fields, direct };
  }

  private async fieldsOf(manager: EntityManager, access: RecipientAccess): Promise<FieldEntity[]> {
    const fields = await manager.find(FieldEntity, { where: { recipientId: access.recipient.id } });
    return fields.filter((field) => access.documents.some((document) => document.id === field.documentId));
  }

  /** Required fields filled, signature images made, required identifiers given (sections 4 and 5). */
  private async assertComplete(access: RecipientAccess, fields: FieldEntity[]): Promise<void> {
    const errors: FieldErrors = {};
    for (const field of fields) {
      if (field.type === 'signature' || field.type === 'initial') continue;
      if (field.isRequired && !field.value)
        addFieldError(errors, `fields.${field.id}`, 'acting.field_required');
    }
    for (const kind of ['signature', 'initial'] as const) {
      if (!fields.some((field) => field.type === kind)) continue;
      const key = signatureImageKey(access.recipient.id, kind === 'signature' ? 'signature' : 'initials');
      if (!(await this.blobs.exists(key))) {
        addFieldError(
          errors,
          kind,
          kind === 'signature' ? 'acting.signature_missing' : 'acting.initials_missing',
        );
      }
    }
    for (const identifier of access.recipient.addressees[0]?.identifiers ?? []) {
      if (identifier.is_required && !identifier.value) {
        addFieldError(errors, `identifiers.${identifier.code}`, 'acting.identifier_required', {
          identifier: identifier.title ?? identifier.code,
        });
      }
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
}
