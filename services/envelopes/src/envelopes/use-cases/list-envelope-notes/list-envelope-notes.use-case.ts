import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findSenderEnvelope, type SenderScope } from '../../envelope-access.js';
import { NoteEntity } from '../../note.entity.js';
import { RecipientEntity } from '../../recipient.entity.js';

/** Notes recipients left (section 2: sender view only), oldest first. */
@Injectable()
export class ListEnvelopeNotesUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(scope: SenderScope, id: string) {
    const envelope = await findSenderEnvelope(this.dataSource.manager, scope, id);
    const notes = await this.dataSource
      .getRepository(NoteEntity)
      .find({ where: { envelopeId: envelope.id }, order: { createdAt: 'ASC' } });
    const recipients = await this.dataSource
      .getRepository(RecipientEntity)
      .findBy({ envelopeId: envelope.id });
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    return {
      data: notes.map((note) => {
        const recipient = note.recipientId ? byId.get(note.recipientId) : undefined;
        const addressee = recipient?.addressees[0];
        return {
          id: note.id,
          message: note.message,
          created_at: note.createdAt.toISOString(),
          recipient: recipient
            ? {
                id: recipient.id,
                name: addressee?.name ?? null,
                value: addressee?.value ?? null,
                // With the state, so a done approver reads "approved" as everywhere else.
                type: recipient.type,
                state: recipient.state,
              }
            : null,
        };
      }),
    };
  }
}
