import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { EnvelopeCancellation } from '../../../envelope-flow/envelope-cancellation.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { presentFlowState } from '../../present-flow-state.js';

/** POST envelopes/{id}/cancel (section 4): the sender cancels a pending envelope. */
@Injectable()
export class CancelEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly cancellation: EnvelopeCancellation,
    private readonly effectsRunner: FlowEffectsRunner,
  ) {}

  async execute(caller: OrganizationCaller, envelopeId: string) {
    const effects = new FlowEffects();
    const loaded = await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockSenderEnvelope(manager, caller, envelopeId);
      await this.cancellation.cancel(manager, loaded, caller.userId, effects);
      return loaded;
    });
    await this.effectsRunner.run(effects);
    return presentFlowState(loaded);
  }
}
