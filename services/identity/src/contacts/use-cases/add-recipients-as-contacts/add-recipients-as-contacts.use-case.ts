import { isUuid } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { crashPoint } from '@rubrica/config';
import type { EntityManager } from 'typeorm';
import type { EventMessage } from '@rubrica/proto';
import { isValidEmail } from '../../../common/is-valid-email.util.js';
import { toE164Phone } from '../../../common/to-e164-phone.util.js';

type EnvelopeSent = EventMessage<'rubrica.envelopes.envelope.sent'>;

/**
 * Contacts are added automatically (workspace-and-personal §1): every recipient of an envelope the
 * user sent joins the sender's address book in that organization, unless an entry with the same
 * e-mail is already there (which is left as the user last edited it).
 */
@Injectable()
export class AddRecipientsAsContactsUseCase {
  /** Returns how many contacts were created. Runs in the event consumer's transaction. */
  async execute(manager: EntityManager, envelope: EnvelopeSent): Promise<number> {
    // Sandbox envelopes are a developer's test data, deleted after 7 days: not people to keep.
    if (envelope.isSandbox) return 0;
    const senderId = envelope.sender?.userId;
    if (!isUuid(senderId) || !isUuid(envelope.organizationId)) return 0;
    const senders: Array<{ email: string }> = await manager.query(
      `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.user_id = $1 AND m.organization_id = $2`,
      [senderId, envelope.organizationId],
    );
    // A sender who has left the organization (or an event from another installation) adds nothing.
    const sender = senders[0];
    if (!sender) return 0;

    const seen = new Set([sender.email.toLowerCase()]);
    let created = 0;
    for (const recipient of envelope.recipients) {
      const email = recipient.email.trim().toLowerCase();
      if (!isValidEmail(email) || seen.has(email)) continue;
      seen.add(email);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO contacts (id, organization_id, owner_user_id, name, email, phone)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (organization_id, owner_user_id, lower(email)) DO NOTHING
         RETURNING id`,
        [
          randomUUID(),
          envelope.organizationId,
          senderId,
          (recipient.name.trim() || email).slice(0, 255),
          email,
          recipientPhone(recipient.phone),
        ],
      );
      created += inserted.length;
      crashPoint('contacts.mid-add');
    }
    return created;
  }
}

/** Envelope events carry E.164 digits, with or without the `+`. */
function recipientPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits ? toE164Phone(`+${digits}`) : null;
}
