import { Injectable } from '@nestjs/common';
import { isUuid, type OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { EnvelopeDomainError } from '../../../envelopes/domain/envelope-domain.error.js';
import { assertRecipientMayAct } from '../../../envelopes/domain/envelope-state-machine.js';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { RecipientTokens } from '../../../envelope-flow/recipient-token.store.js';

/**
 * POST envelopes/inbox/{recipientId}/token: the signed-in recipient opens an inbox item in the
 * viewer. Links are stored hashed (README "Recipient links"), so the inbox cannot show one; this
 * mints a fresh action token, as an e-mail would carry, for the caller whose e-mail is the
 * recipient's address, in the caller's organization (the inbox's scope), while they may act.
 */
@Injectable()
export class MintInboxTokenUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
    private readonly store: EnvelopeFlowStore,
    private readonly tokens: RecipientTokens,
  ) {}

  async execute(caller: OrganizationCaller, recipientId: string) {
    if (!isUuid(recipientId)) throw new EnvelopeDomainError('recipient.not_found');
    const { email } = await this.callers.profileOf(caller.userId);
    return this.dataSource.transaction(async (manager) => {
      const recipient = await manager.findOne(RecipientEntity, { where: { id: recipientId } });
      const address = recipient?.addressees[0]?.value?.toLowerCase();
      // Someone else's item, or another organization's, is indistinguishable from a missing one.
      if (!recipient || !email || address !== email) throw new EnvelopeDomainError('recipient.not_found');
      const loaded = await this.store.lock(manager, recipient.envelopeId);
      if (!loaded || loaded.envelope.organizationId !== caller.organizationId) {
        throw new EnvelopeDomainError('recipient.not_found');
      }
      assertRecipientMayAct(this.store.snapshot(loaded), recipient.id);
      const issued = await this.tokens.issue(manager, recipient, 'action');
      return { action_token: issued.token };
    });
  }
}
