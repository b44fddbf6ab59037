import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { cancelEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeEnding } from '../../envelope-ending.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../../envelope-flow.store.js';
import { FlowEffects, FlowEffectsRunner } from '../../flow-effects.js';
import { FlowMailer } from '../../flow-mailer.js';
import { eventHead, toProtoEnvelopeState, toProtoRecipient, toProtoSender } from '../../flow-proto.mapper.js';
import { presentFlowState } from '../../present-flow-state.js';

/**
 * POST envelopes/{id}/cancel (section 4): the sender cancels a pending envelope; irreversible,
 * every recipient is told, links die and scheduled jobs are dropped.
 */
@Injectable()
export class CancelEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly ending: EnvelopeEnding,
    private readonly mailer: FlowMailer,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute(caller: OrganizationCaller, envelopeId: string) {
    const effects = new FlowEffects();
    const loaded = await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockSenderEnvelope(manager, caller, envelopeId);
      const next = cancelEnvelope(this.store.snapshot(loaded), { actorUserId: caller.userId });
      await this.cancel(manager, loaded, next, caller.userId, effects);
      return loaded;
    });
    await this.effectsRunner.run(effects);
    return presentFlowState(loaded);
  }

  /** Shared with the cancel-by-token route (the sender acting as a recipient). */
  async cancel(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    next: ReturnType<typeof cancelEnvelope>,
    actorUserId: string,
    effects: FlowEffects,
  ): Promise<void> {
    await this.store.persist(manager, loaded, next);
    await this.ending.end(manager, loaded.envelope.id, effects);
    const { envelope } = loaded;
    await this.store.log(
      manager,
      envelope.id,
      'envelope.cancelled',
      { code: 'envelope.cancelled' },
      {
        user_id: actorUserId,
      },
    );
    await this.store.publish(manager, 'rubrica.envelopes.envelope.cancelled', {
      ...eventHead(envelope),
      sender: toProtoSender(envelope),
      title: envelope.title,
      state: toProtoEnvelopeState(envelope.state),
      cancelledByUserId: actorUserId,
      recipients: loaded.recipients.map(toProtoRecipient),
    });
    this.mailer.cancelled(effects, envelope, loaded.recipients);
  }
}
