import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { haltEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { lockAnswered } from '../../../envelope-flow/answered-request.js';
import { envelopeEventHead } from '../../../envelopes/envelope-proto.mapper.js';
import { SigningRequestStore } from '../../../envelope-flow/signing-request.store.js';

type SealingFailed = EventMessage<'rubrica.signing.envelope.sealing_failed'>;

/** rubrica.signing.envelope.sealing_failed: processing failed, the envelope halts (section 4). */
@Injectable()
export class HaltUnsealedEnvelopeUseCase {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly requests: SigningRequestStore,
  ) {}

  async execute(manager: EntityManager, event: SealingFailed): Promise<void> {
    const answered = await lockAnswered(this.store, this.requests, manager, event, 'seal');
    if (!answered) return;
    const { loaded, request } = answered;
    const next = haltEnvelope(this.store.snapshot(loaded));
    await this.requests.settle(manager, request.id, 'failed');
    await this.store.persist(manager, loaded, next);
    const { envelope } = loaded;
    await this.store.logEnvelope(manager, envelope.id, 'envelope.halted', {
      failure_code: event.failureCode,
    });
    await this.store.publish(manager, 'rubrica.envelopes.envelope.halted', {
      ...envelopeEventHead(envelope),
      failureCode: event.failureCode || 'signing.seal_failed',
      failureMessage: event.failureMessage,
    });
  }
}
