import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { findEnvelopeForReader, type SenderScope } from '../../../envelopes/envelope-access.js';
import { recipientsOf } from '../../../envelopes/envelope-parts.store.js';
import { recipientsFor } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';

@Injectable()
export class ListRecipientsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
  ) {}

  /** The envelope's recipients in list order, for the sender or one of its recipients. */
  async execute(scope: SenderScope, envelopeId: string) {
    const envelope = await findEnvelopeForReader(
      this.dataSource.manager,
      scope,
      envelopeId,
      async () => (await this.callers.profileOf(scope.userId)).email,
    );
    const recipients = (await recipientsOf(this.dataSource.manager, [envelope.id])).get(envelope.id) ?? [];
    return { data: recipientsFor(recipients, await this.readerOf(scope, envelope), envelope) };
  }

  /** A recipient reading it sees co-recipients without their addresses (presentCoRecipient). */
  private async readerOf(scope: SenderScope, envelope: EnvelopeEntity) {
    if (envelope.senderUserId === scope.userId) return { isSender: true };
    return { isSender: false, email: (await this.callers.profileOf(scope.userId)).email };
  }
}
