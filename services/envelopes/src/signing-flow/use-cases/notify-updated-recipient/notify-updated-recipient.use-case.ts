import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isRecipientCurrent } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import type { FlowEffects } from '../../../envelope-flow/flow-effects.js';
import { RecipientInvitations } from '../../../envelope-flow/recipient-invitations.js';
import { RecipientTokens } from '../../../envelope-flow/recipient-token.store.js';

type RecipientUpdated = EventMessage<'rubrica.envelopes.recipient.updated'>;

/**
 * rubrica.envelopes.recipient.updated (the sender edited a waiting recipient of an envelope in
 * transit): the links sent to the old address die, and when it is the recipient's turn they are
 * notified at the new address with a fresh link.
 */
@Injectable()
export class NotifyUpdatedRecipientUseCase {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly tokens: RecipientTokens,
    private readonly scheduler: EnvelopeScheduler,
    private readonly invitations: RecipientInvitations,
  ) {}

  async execute(manager: EntityManager, event: RecipientUpdated, effects: FlowEffects): Promise<void> {
    const recipientId = event.recipient?.id;
    if (!recipientId) return;
    const loaded = await this.store.lock(manager, event.envelopeId);
    const recipient = loaded?.recipients.find((candidate) => candidate.id === recipientId);
    if (!loaded || !recipient) return;
    await this.tokens.revokeRecipient(manager, recipient.id);
    await this.scheduler.dropReminders(manager, loaded.envelope.id, recipient.id, effects);
    if (loaded.envelope.state !== EnvelopeState.InTransit || recipient.state !== RecipientState.Waiting)
      return;
    const snapshot = this.store.snapshot(loaded);
    const current = snapshot.recipients.find((candidate) => candidate.id === recipient.id)!;
    if (!isRecipientCurrent(snapshot.recipients, current)) return;
    await this.invitations.notify(manager, loaded, [recipient.id], 'address-changed', effects);
  }
}
