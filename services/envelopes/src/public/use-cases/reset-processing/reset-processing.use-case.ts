import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { SigningRequests } from '../../../envelope-flow/signing-requests.js';
import { QualifiedTransactions } from '../../../envelope-flow/qualified-transaction.store.js';
import { RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { RecipientActing } from '../../recipient-acting.js';

/**
 * POST p/envelopes/recipients/{token}/reset-processing (section 4: "on failure the envelope
 * processing state is reset"): a local-plugin signature prepared and never submitted is
 * discarded and the recipient is waiting again. A submitted one is being made and stays; with
 * nothing prepared this changes nothing, so calling it again is harmless.
 */
@Injectable()
export class ResetProcessingUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly transactions: QualifiedTransactions,
    private readonly signingRequests: SigningRequests,
    private readonly acting: RecipientActing,
  ) {}

  async execute(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const { envelope, recipient } = access;
      const prepared = await this.transactions.prepared(manager, {
        envelopeId: envelope.id,
        recipientId: recipient.id,
      });
      if (prepared.length === 0) return;
      for (const transaction of prepared) await this.transactions.settle(manager, transaction.id, 'reset');
      if (recipient.state !== RecipientState.Signing) return;
      if (await this.signingRequests.hasRequestOf(manager, recipient.id)) return;
      await this.acting.waitAgain(manager, access);
      await this.store.logRecipient(manager, envelope.id, recipient, 'recipient.signature_reset', {
        byRecipient: true,
      });
    });
  }
}
