import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cancelEnvelope } from '../envelopes/domain/envelope-state-machine.js';
import { EnvelopeEnding } from './envelope-ending.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import type { FlowEffects } from './flow-effects.js';
import { FlowMailer } from './flow-mailer.js';
import { envelopeEventHead, toProtoRecipient } from '../envelopes/envelope-proto.mapper.js';

/**
 * Cancelling an envelope (section 4), whoever asks: the sender's cancel route or the sender's own
 * link without a reason. Irreversible: every recipient is told, links die and scheduled jobs go.
 */
@Injectable()
export class EnvelopeCancellation {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly ending: EnvelopeEnding,
    private readonly mailer: FlowMailer,
  ) {}

  async cancel(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    actorUserId: string,
    effects: FlowEffects,
  ): Promise<void> {
    const next = cancelEnvelope(this.store.snapshot(loaded), { actorUserId });
    await this.store.persist(manager, loaded, next);
    await this.ending.end(manager, loaded.envelope.id, effects);
    const { envelope } = loaded;
    await this.store.logEnvelope(manager, envelope.id, 'envelope.cancelled', {
      user_id: actorUserId,
    });
    await this.store.publish(manager, 'rubrica.envelopes.envelope.cancelled', {
      ...envelopeEventHead(envelope),
      cancelledByUserId: actorUserId,
      recipients: loaded.recipients.map(toProtoRecipient),
    });
    this.mailer.cancelled(effects, envelope, loaded.recipients);
  }
}
