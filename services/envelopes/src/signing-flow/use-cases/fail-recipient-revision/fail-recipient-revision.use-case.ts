import { Injectable } from '@nestjs/common';
import type { EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { failSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { lockAnswered } from '../../../envelope-flow/answered-request.js';
import { EnvelopeState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { contactOf, envelopeEventHead } from '../../../envelopes/envelope-proto.mapper.js';
import { SigningRequestStore } from '../../../envelope-flow/signing-request.store.js';
import { signingFailureMessage } from '../../signing-failure-message.util.js';
import { SigningRequests } from '../../../envelope-flow/signing-requests.js';

type RecipientFailed = EventMessage<'rubrica.signing.recipient.failed'>;

/**
 * rubrica.signing.recipient.failed: the recipient's revision could not be made. Section 4: the
 * envelope halts and the recipient's state is failed; the signature-failure modal offers a retry
 * (acting again resumes the envelope, see `resumeAfterFailure`). Certificate failures are written
 * in the history as the signer reads them (section 8).
 */
@Injectable()
export class FailRecipientRevisionUseCase {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly requests: SigningRequestStore,
    private readonly signingRequests: SigningRequests,
  ) {}

  async execute(manager: EntityManager, event: RecipientFailed): Promise<void> {
    const answered = await lockAnswered(this.store, this.requests, manager, event, 'recipient');
    if (!answered || answered.request.recipientId !== event.recipientId) return;
    const { loaded, request } = answered;
    const next = failSigning(this.store.snapshot(loaded), { recipientId: event.recipientId });
    await this.requests.settle(manager, request.id, 'failed');
    const wasHalted = loaded.envelope.state === EnvelopeState.Halted;
    await this.store.persist(manager, loaded, next);
    const { envelope } = loaded;
    const recipient = loaded.recipients.find((candidate) => candidate.id === event.recipientId);
    await this.store.log(
      manager,
      envelope.id,
      'recipient.signing_failed',
      signingFailureMessage(recipient ? contactOf(recipient).name : '', event.failureCode),
      {
        recipient_id: event.recipientId,
        failure_code: event.failureCode,
        failure_message: event.failureMessage || undefined,
      },
    );
    // Another recipient's revision waiting its turn is made all the same (it is not this one's).
    await this.signingRequests.releaseQueued(manager, loaded);
    if (wasHalted) return;
    await this.store.publish(manager, 'rubrica.envelopes.envelope.halted', {
      ...envelopeEventHead(envelope),
      failureCode: event.failureCode || 'signing.revision_failed',
      failureMessage: event.failureMessage,
    });
  }
}
