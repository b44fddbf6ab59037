import { Injectable } from '@nestjs/common';
import { timestampFromDate } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { expireEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeEnding } from '../../../envelope-flow/envelope-ending.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import { envelopeEventHead, toProtoRecipient } from '../../../envelopes/envelope-proto.mapper.js';

/**
 * Job `expire-envelope` (at expire_at): an envelope still in transit expires (section 4: it can
 * no longer be signed), its links die and the sender is told. Safe to run twice or early: an
 * envelope that moved on is left alone, a deadline moved later is scheduled again.
 */
@Injectable()
export class ExpireEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly ending: EnvelopeEnding,
    private readonly mailer: FlowMailer,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute(envelopeId: string, now = new Date()): Promise<void> {
    const effects = new FlowEffects();
    await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lock(manager, envelopeId);
      const pending = [EnvelopeState.InTransit, EnvelopeState.Halted] as string[];
      if (!loaded || !pending.includes(loaded.envelope.state) || !loaded.envelope.expireAt) return;
      const { envelope } = loaded;
      if (envelope.expireAt!.getTime() > now.getTime()) {
        await this.scheduler.scheduleExpiration(manager, envelope, effects);
        return;
      }
      await this.store.persist(manager, loaded, expireEnvelope(this.store.snapshot(loaded), { now }));
      await this.ending.end(manager, envelope.id, effects);
      await this.store.logEnvelope(manager, envelope.id, 'envelope.expired');
      await this.store.publish(manager, 'rubrica.envelopes.envelope.expired', {
        ...envelopeEventHead(envelope),
        expireAt: timestampFromDate(envelope.expireAt!),
        recipients: loaded.recipients.map(toProtoRecipient),
      });
      this.mailer.expired(effects, envelope);
    });
    await this.effectsRunner.run(effects);
  }
}
