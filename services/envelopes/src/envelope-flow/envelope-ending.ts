import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EnvelopeScheduler } from './envelope-scheduler.js';
import type { FlowEffects } from './flow-effects.js';
import { RecipientTokens } from './recipient-token.store.js';
import { SigningRequestStore } from './signing-request.store.js';

/**
 * What every end of an envelope (completed, cancelled, rejected, expired) does besides the state:
 * its action links die, its delayed jobs go, and signing work still awaited is abandoned.
 */
@Injectable()
export class EnvelopeEnding {
  constructor(
    private readonly tokens: RecipientTokens,
    private readonly scheduler: EnvelopeScheduler,
    private readonly requests: SigningRequestStore,
  ) {}

  async end(manager: EntityManager, envelopeId: string, effects: FlowEffects): Promise<void> {
    await this.tokens.revokeEnvelope(manager, envelopeId);
    await this.scheduler.dropAll(manager, envelopeId, effects);
    await this.requests.supersedeOpen(manager, envelopeId);
  }
}
