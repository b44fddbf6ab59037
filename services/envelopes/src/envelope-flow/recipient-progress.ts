import { Injectable } from '@nestjs/common';
import { RecipientAction as ProtoAction } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import type { ActResult, RecipientAction } from '../envelopes/domain/envelope-state-machine.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import { EnvelopeScheduler } from './envelope-scheduler.js';
import type { FlowEffects } from './flow-effects.js';
import {
  contactOf,
  eventHead,
  toProtoEnvelopeState,
  toProtoRecipient,
} from '../envelopes/envelope-proto.mapper.js';
import { RecipientInvitations } from './recipient-invitations.js';
import { certificateLine, type RecordedCertificate } from './certificate-line.util.js';
import { givenIdentifiers } from './given-identifiers.util.js';
import { actionWord } from './signature-page.js';
import { SigningRequests, type ActionContext } from './signing-requests.js';
import { recipientActor } from '../envelopes/history/event-actor.js';
import type { HistoryText } from '../envelopes/history/history-text.js';

const PROTO_ACTIONS: Record<RecipientAction, ProtoAction> = {
  sign: ProtoAction.SIGNED,
  approve: ProtoAction.APPROVED,
  follow: ProtoAction.VIEWED,
};

/**
 * What follows a recipient's finished action (section 4): their state, the history entry with
 * time, IP, user agent, location and, for a qualified signer, the certificate they signed with;
 * the `recipient.acted` event; then either the next routing
 * group is notified or, once every signer and approver is done, sealing is requested.
 */
@Injectable()
export class RecipientProgress {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly invitations: RecipientInvitations,
    private readonly signingRequests: SigningRequests,
  ) {}

  async finish(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    action: RecipientAction,
    result: ActResult,
    context: ActionContext,
    effects: FlowEffects,
    certificate?: RecordedCertificate,
  ): Promise<void> {
    await this.store.persist(manager, loaded, result.envelope, { actedId: recipient.id });
    const word = actionWord(action);
    const { envelope } = loaded;
    const name = contactOf(recipient).name;
    const text: HistoryText = certificate
      ? {
          code: word === 'approved' ? 'recipient.approved_qualified' : 'recipient.signed_qualified',
          // Without its serial: the sentence is worded later, in each reader's language.
          params: { name, certificate: certificateLine({ ...certificate, serial_number: undefined }) },
        }
      : { code: `recipient.${word}` as HistoryText['code'], params: { name } };
    const data = {
      recipient_id: recipient.id,
      action: word,
      ip_address: context.ipAddress,
      user_agent: context.userAgent,
      latitude: context.latitude,
      longitude: context.longitude,
      certificate,
    };
    await this.store.log(
      manager,
      envelope.id,
      `recipient.${word}`,
      text,
      data,
      recipientActor(recipient, name),
    );
    await this.store.publish(manager, 'rubrica.envelopes.recipient.acted', {
      ...eventHead(envelope),
      recipient: toProtoRecipient(recipient),
      action: PROTO_ACTIONS[action],
      envelopeState: toProtoEnvelopeState(envelope.state),
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      latitude: context.latitude,
      longitude: context.longitude,
      identifiers: givenIdentifiers(recipient),
    });
    await this.scheduler.dropReminders(manager, envelope.id, recipient.id, effects);
    if (result.readyToComplete) await this.signingRequests.requestSealing(manager, loaded);
    else await this.invitations.notify(manager, loaded, result.becameCurrent, 'invitation', effects);
  }
}
