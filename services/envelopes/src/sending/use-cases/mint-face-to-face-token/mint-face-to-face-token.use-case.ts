import { Injectable } from '@nestjs/common';
import { isUuid, type OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { EnvelopeDomainError } from '../../../envelopes/domain/envelope-domain.error.js';
import { assertRecipientMayAct } from '../../../envelopes/domain/envelope-state-machine.js';
import { RecipientType } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { RecipientTokens } from '../../../envelope-flow/recipient-token.store.js';

/**
 * POST envelopes/{id}/recipients/{recipientId}/face-to-face-token: the sender hands their device
 * to an in-person signer (section 2, the in-person list). In-person signers get no e-mail, and
 * links are stored hashed, so the sender's device needs a fresh action token for the viewer;
 * only the envelope's own sender gets one, only for an in-person signer whose turn it is.
 */
@Injectable()
export class MintFaceToFaceTokenUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly tokens: RecipientTokens,
  ) {}

  async execute(caller: OrganizationCaller, envelopeId: string, recipientId: string) {
    return this.dataSource.transaction(async (manager) => {
      // Another sender's envelope is as unknown as a missing one (the in-person list is the sender's).
      const loaded = await this.store.lockSenderEnvelope(manager, caller, envelopeId);
      const recipient = isUuid(recipientId)
        ? loaded.recipients.find((candidate) => candidate.id === recipientId)
        : undefined;
      if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
      if (recipient.type !== RecipientType.InPersonSigner) {
        throw new EnvelopeDomainError('recipient.not_in_person');
      }
      assertRecipientMayAct(this.store.snapshot(loaded), recipient.id);
      const issued = await this.tokens.issue(manager, recipient, 'action');
      return { action_token: issued.token };
    });
  }
}
