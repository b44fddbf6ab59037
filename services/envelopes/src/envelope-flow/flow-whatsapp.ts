import type { EmailLocale, SendWhatsappJob } from '@rubrica/jobs';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import type { FlowEffects } from './flow-effects.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';

/** How the envelope's messages are worded and linked (the e-mails' own rules, from FlowMailer). */
export interface FlowMessageFormat {
  localeOf(envelope: EnvelopeEntity): EmailLocale;
  titleOf(envelope: EnvelopeEntity): string;
  link(path: string): string;
}

/**
 * The envelope's WhatsApp messages (templates of the notifications service) for recipients whose
 * first addressee is reached by WhatsApp: the same moments, language, links and job-id scheme as
 * the e-mails, so a retried transition never sends one twice and a message that fails comes back
 * to the envelope's history (`subject_ref`).
 */
export class FlowWhatsapp {
  constructor(private readonly format: FlowMessageFormat) {}

  /** The recipient's number (E.164) when WhatsApp reaches them. */
  phoneOf(recipient: RecipientEntity): string | null {
    const contact = contactOf(recipient);
    return contact.via === 'whatsapp' && contact.value ? contact.value : null;
  }

  /** A recipient's turn (or a reminder, a resend, a new number): the button opens the signing viewer. */
  invite(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    token: { id: string; token: string },
    reason: 'invitation' | 'reminder' | 'resend' | 'address-changed',
  ): boolean {
    const to = this.phoneOf(recipient);
    if (!to) return false;
    effects.whatsapp(
      `whatsapp.envelope-${reason}.${recipient.id}.${token.id}`,
      this.message(envelope, recipient, to, {
        template: reason === 'reminder' ? 'envelope-reminder' : 'envelope-action-required',
        params: { sender: envelope.senderName, title: this.format.titleOf(envelope) },
        link: this.format.link(`/business/envelopes/viewer/${token.token}`),
      }),
      token.id,
    );
    return true;
  }

  cancelled(effects: FlowEffects, envelope: EnvelopeEntity, recipients: RecipientEntity[]): void {
    for (const recipient of recipients) {
      const to = this.phoneOf(recipient);
      if (!to) continue;
      effects.whatsapp(
        `whatsapp.envelope-cancelled.${envelope.id}.${recipient.id}`,
        this.message(envelope, recipient, to, {
          template: 'envelope-cancelled',
          params: { title: this.format.titleOf(envelope), sender: envelope.senderName },
        }),
      );
    }
  }

  /** Every other recipient reached by WhatsApp learns who rejected and why. */
  rejected(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipients: RecipientEntity[],
    rejectedBy: RecipientEntity,
    reason: string,
  ): void {
    const rejector = this.phoneOf(rejectedBy);
    const numbers = new Map<string, RecipientEntity>();
    for (const recipient of recipients) {
      const to = this.phoneOf(recipient);
      if (to && recipient.id !== rejectedBy.id && to !== rejector && !numbers.has(to))
        numbers.set(to, recipient);
    }
    for (const [to, recipient] of numbers) {
      effects.whatsapp(
        `whatsapp.envelope-rejected.${envelope.id}.${recipient.id}`,
        this.message(envelope, recipient, to, {
          template: 'envelope-rejected',
          params: { title: this.format.titleOf(envelope), recipient: contactOf(rejectedBy).name, reason },
        }),
      );
    }
  }

  /** A recipient's completion message: the button (a download token) opens the download page. */
  completed(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    token: { id: string; token: string },
  ): boolean {
    const to = this.phoneOf(recipient);
    if (!to) return false;
    effects.whatsapp(
      `whatsapp.envelope-completed.${envelope.id}.${recipient.id}`,
      this.message(envelope, recipient, to, {
        template: 'envelope-completed',
        params: { title: this.format.titleOf(envelope) },
        link: this.format.link(`/business/envelopes/download/${token.token}`),
      }),
      token.id,
    );
    return true;
  }

  private message(
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    to: string,
    content: Pick<SendWhatsappJob, 'template' | 'params' | 'link'>,
  ): SendWhatsappJob {
    return {
      to,
      locale: this.format.localeOf(envelope),
      ...content,
      subject_ref: { kind: 'envelope', envelopeId: envelope.id, recipientId: recipient.id },
    };
  }
}
