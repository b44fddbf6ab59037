import { Inject, Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { AppError } from '@rubrica/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { resumeAfterFailure, startSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { actOnEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { EnvelopeFlowStore } from '../../../sending/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../sending/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../sending/flow-effects.js';
import { FLOW_BLOB_STORE } from '../../../sending/flow-config.js';
import { contactOf } from '../../../sending/flow-proto.mapper.js';
import { parseInput } from '../../../sending/parse-input.util.js';
import { RecipientProgress } from '../../../signing-flow/recipient-progress.js';
import {
  signatureImageKey,
  SigningRequests,
  type ActionContext,
} from '../../../signing-flow/signing-requests.js';
import { actSchema } from '../../public.schemas.js';
import { RecipientAccessResolver, type RecipientAccess } from '../../recipient-access.js';
import { actionOf } from '../../recipient-view.presenter.js';

/**
 * POST p/envelopes/recipients/{token} (section 4, sign flow): signers sign, approvers approve,
 * viewers confirm they followed. Required fields and identifiers must be given first. A signer
 * (or an approver or viewer with fields) becomes `signing` and the signing service is asked for
 * their revision: the answer is 202 and the outcome arrives as an event. Approvers and viewers
 * without fields complete at once. After a failure (halted envelope) the failed recipient may retry.
 */
@Injectable()
export class ActOnEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly signingRequests: SigningRequests,
    private readonly progress: RecipientProgress,
    private readonly effectsRunner: FlowEffectsRunner,
    @Inject(FLOW_BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute(token: string, body: unknown, origin: Omit<ActionContext, 'latitude' | 'longitude'>) {
    const location = parseInput(actSchema, body);
    const context: ActionContext = { ...origin, ...location };
    const effects = new FlowEffects();
    const answer = await this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const { recipient } = access;
      if (recipient.signatureType === 'qualified') {
        // Qualified signatures go through the certificate flow of the signing service.
        throw AppError.validation({ signature_type: ['Qualified signatures need a digital certificate.'] });
      }
      if (access.envelope.state === EnvelopeState.Halted && recipient.state === RecipientState.Failed) {
        const resumed = resumeAfterFailure(this.store.snapshot(access), { recipientId: recipient.id });
        await this.store.persist(manager, access, resumed);
        await this.store.log(
          manager,
          access.envelope.id,
          'recipient.retried',
          `${contactOf(recipient).name} retried`,
          {
            recipient_id: recipient.id,
          },
        );
      }
      const action = actionOf(recipient);
      const fields = await this.fieldsOf(manager, access);
      // The turn and state rules first, then what is missing, then the change.
      const direct = actOnEnvelope(this.store.snapshot(access), { recipientId: recipient.id, action });
      await this.assertComplete(access, fields);

      // Signers always get a revision; approvers and viewers only when they have fields to draw.
      const needsRevision = action === 'sign' || fields.length > 0;
      if (!needsRevision) {
        await this.progress.finish(manager, access, recipient, action, direct, context, effects);
      } else {
        const next = startSigning(this.store.snapshot(access), { recipientId: recipient.id, action });
        await this.store.persist(manager, access, next);
        await this.scheduler.dropReminders(manager, access.envelope.id, recipient.id, effects);
        await this.signingRequests.requestRecipientRevision(manager, access, recipient, {
          action,
          ...context,
        });
        await this.store.log(
          manager,
          access.envelope.id,
          'recipient.signing_requested',
          `${contactOf(recipient).name} asked to ${action}`,
          { recipient_id: recipient.id, ip_address: context.ipAddress, user_agent: context.userAgent },
        );
      }
      return { state: recipient.state, envelope_state: access.envelope.state };
    });
    await this.effectsRunner.run(effects);
    return answer;
  }

  private async fieldsOf(manager: EntityManager, access: RecipientAccess): Promise<FieldEntity[]> {
    const fields = await manager.find(FieldEntity, { where: { recipientId: access.recipient.id } });
    return fields.filter((field) => access.documents.some((document) => document.id === field.documentId));
  }

  /** Required fields filled, signature images made, required identifiers given (sections 4 and 5). */
  private async assertComplete(access: RecipientAccess, fields: FieldEntity[]): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const field of fields) {
      if (field.type === 'signature' || field.type === 'initial') continue;
      if (field.isRequired && !field.value) errors[`fields.${field.id}`] = ['This field is required.'];
    }
    for (const kind of ['signature', 'initial'] as const) {
      if (!fields.some((field) => field.type === kind)) continue;
      const key = signatureImageKey(access.recipient.id, kind === 'signature' ? 'signature' : 'initials');
      if (!(await this.blobs.exists(key))) {
        errors[kind] = [
          kind === 'signature' ? 'Create your signature first.' : 'Create your initials first.',
        ];
      }
    }
    for (const identifier of access.recipient.addressees[0]?.identifiers ?? []) {
      if (identifier.is_required && !identifier.value) {
        errors[`identifiers.${identifier.code}`] = [
          `The ${identifier.title ?? identifier.code} identifier is required.`,
        ];
      }
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
}
