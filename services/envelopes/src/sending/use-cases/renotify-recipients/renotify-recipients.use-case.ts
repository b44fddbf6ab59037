import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { EnvelopeDomainError } from '../../../envelopes/domain/envelope-domain.error.js';
import { isRecipientCurrent } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { presentFlowState } from '../../present-flow-state.js';
import { RecipientInvitations } from '../../../envelope-flow/recipient-invitations.js';

/**
 * POST envelopes/{id}/renotify (section 4: available for in-transit envelopes): every recipient
 * whose turn it is and who has not acted gets the invitation again, with a fresh link.
 */
@Injectable()
export class RenotifyRecipientsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly invitations: RecipientInvitations,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute(caller: OrganizationCaller, envelopeId: string) {
    const effects = new FlowEffects();
    const loaded = await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockSenderEnvelope(manager, caller, envelopeId);
      if (loaded.envelope.state !== EnvelopeState.InTransit) {
        throw new EnvelopeDomainError('envelope.not_in_transit');
      }
      const snapshot = this.store.snapshot(loaded);
      const waiting = snapshot.recipients
        .filter((recipient) => recipient.state === RecipientState.Waiting)
        .filter((recipient) => isRecipientCurrent(snapshot.recipients, recipient))
        .map((recipient) => recipient.id);
      await this.invitations.notify(manager, loaded, waiting, 'resend', effects);
      return loaded;
    });
    await this.effectsRunner.run(effects);
    return { message: 'notification resent', ...presentFlowState(loaded) };
  }
}
