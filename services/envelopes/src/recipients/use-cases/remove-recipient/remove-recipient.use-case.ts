import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertDrafting, findSenderEnvelope, type SenderScope } from '../../../envelopes/envelope-access.js';
import { appendEnvelopeEvent } from '../../../envelopes/envelope-event.store.js';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { findRecipient } from '../../recipient.store.js';

@Injectable()
export class RemoveRecipientUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /** Section 4: deleting a recipient loses their fields (the foreign key cascades). */
  async execute(scope: SenderScope, envelopeId: string, recipientId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
      assertDrafting(envelope);
      const recipient = await findRecipient(manager, envelope.id, recipientId);
      await manager.getRepository(RecipientEntity).delete({ id: recipient.id });
      await appendEnvelopeEvent(manager, {
        envelopeId: envelope.id,
        type: 'recipient.removed',
        text: { code: 'recipient.removed', params: { name: recipient.addressees[0]?.name ?? recipient.id } },
        data: { recipient_id: recipient.id },
      });
    });
  }
}
