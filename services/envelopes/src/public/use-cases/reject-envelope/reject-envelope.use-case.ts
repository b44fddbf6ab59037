import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RecipientAction } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { rejectEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { NoteEntity } from '../../../envelopes/note.entity.js';
import { EnvelopeCancellation } from '../../../envelope-flow/envelope-cancellation.js';
import { EnvelopeEnding } from '../../../envelope-flow/envelope-ending.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import {
  envelopeEventHead,
  eventHead,
  toProtoEnvelopeState,
  toProtoRecipient,
} from '../../../envelopes/envelope-proto.mapper.js';
import type { ActionOrigin } from '../../../common/action-context.util.js';
import type { RejectInput } from '../../public.schemas.js';
import { RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { isSenderRecipient } from '../../recipient-view.presenter.js';

/** A refusal through a recipient's link: the reason as the route checked it (absent to cancel). */
export interface RejectEnvelopeCommand {
  token: string;
  reason: RejectInput['reason'];
  origin: ActionOrigin;
}

/**
 * DELETE p/envelopes/recipients/{token} {reason}. Section 4: a recipient rejects with a reason
 * (required, section 5); "a cancel by token uses the reject call with no reason". The two are told
 * apart by who holds the link: when its recipient is the envelope's sender (their address is the
 * sender's) and no reason is given, the envelope is cancelled; anyone else without a reason gets
 * the 422.
 */
@Injectable()
export class RejectEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly ending: EnvelopeEnding,
    private readonly mailer: FlowMailer,
    private readonly cancellation: EnvelopeCancellation,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute({ token, reason, origin }: RejectEnvelopeCommand) {
    const effects = new FlowEffects();
    const answer = await this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const { envelope, recipient } = access;
      if (!reason && isSenderRecipient(envelope, recipient)) {
        await this.cancellation.cancel(manager, access, envelope.senderUserId, effects);
        return { state: recipient.state, envelope_state: envelope.state };
      }
      const next = rejectEnvelope(this.store.snapshot(access), { recipientId: recipient.id, reason });
      await this.store.persist(manager, access, next);
      await this.ending.end(manager, envelope.id, effects);
      await manager.insert(NoteEntity, {
        id: randomUUID(),
        envelopeId: envelope.id,
        recipientId: recipient.id,
        message: reason!,
      });
      await this.store.logRecipient(manager, envelope.id, recipient, 'recipient.rejected', {
        data: { action: 'rejected', reason, ip_address: origin.ipAddress, user_agent: origin.userAgent },
        byRecipient: true,
      });
      await this.store.publish(manager, 'rubrica.envelopes.recipient.acted', {
        ...eventHead(envelope),
        recipient: toProtoRecipient(recipient),
        action: RecipientAction.REJECTED,
        rejectionReason: reason!,
        envelopeState: toProtoEnvelopeState(envelope.state),
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
      });
      await this.store.publish(manager, 'rubrica.envelopes.envelope.rejected', {
        ...envelopeEventHead(envelope),
        rejectedByRecipientId: recipient.id,
        reason: reason!,
        recipients: access.recipients.map(toProtoRecipient),
      });
      this.mailer.rejected(effects, envelope, access.recipients, recipient, reason!);
      return { state: recipient.state, envelope_state: envelope.state };
    });
    await this.effectsRunner.run(effects);
    return answer;
  }
}
