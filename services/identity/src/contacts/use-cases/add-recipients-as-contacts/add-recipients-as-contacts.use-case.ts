import { isUuid, isValidEmail } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { crashPoint } from '@rubrica/config';
import type { EntityManager } from 'typeorm';
import type { EventMessage } from '@rubrica/proto';
import { toE164Phone } from '../../../common/to-e164-phone.util.js';
import { contactsStore } from '../../contacts.store.js';

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
    const owner = { organizationId: envelope.organizationId, userId: senderId };
    const senderEmail = await contactsStore.memberEmail(manager, owner);
    // A sender who has left the organization (or an event from another installation) adds nothing.
    if (senderEmail === undefined) return 0;

    const seen = new Set([senderEmail.toLowerCase()]);
    let created = 0;
    for (const recipient of envelope.recipients) {
      const email = recipient.email.trim().toLowerCase();
      if (!isValidEmail(email) || seen.has(email)) continue;
      seen.add(email);
      const added = await contactsStore.addIfAbsent(manager, owner, {
        name: (recipient.name.trim() || email).slice(0, 255),
        email,
        phone: recipientPhone(recipient.phone),
      });
      if (added) created += 1;
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
