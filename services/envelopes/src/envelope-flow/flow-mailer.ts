import { Injectable } from '@nestjs/common';
import { EMAIL_LOCALES, type EmailLocale, type SendEmailJob } from '@rubrica/jobs';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import { InjectEnvelopesConfig } from '../common/envelopes-tokens.js';
import type { FlowConfig } from './flow-config.js';
import type { FlowEffects } from './flow-effects.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';
import { FlowWhatsapp, type FlowMessageFormat } from './flow-whatsapp.js';

export type InvitationReason = 'invitation' | 'reminder' | 'resend' | 'address-changed';

/**
 * The envelope e-mails (templates of the notifications service), and the same moments by
 * WhatsApp for recipients reached there (flow-whatsapp.ts). Face-to-face signers act on the
 * sender's device. The language is the envelope's
 * `metadata.locale` (the sender's language, recorded at sending), pt-BR otherwise (the default);
 * recipients' own languages are not known to this service.
 * Job ids name what the mail is about, so a retried transition never sends it twice; `subject_ref`
 * names the envelope (and recipient) so a delivery that fails for good comes back to its history.
 */
@Injectable()
export class FlowMailer implements FlowMessageFormat {
  private readonly whatsapp = new FlowWhatsapp(this);

  constructor(@InjectEnvelopesConfig() private readonly config: FlowConfig) {}

  /**
   * A recipient's turn (or a reminder, a resend, a new address): the link opens the signing viewer.
   * False when the recipient is reached neither by e-mail nor by WhatsApp (face-to-face).
   */
  invite(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    token: { id: string; token: string },
    reason: InvitationReason,
  ): boolean {
    const to = this.emailOf(recipient);
    if (!to) return this.whatsapp.invite(effects, envelope, recipient, token, reason);
    const locale = this.localeOf(envelope);
    const params: Record<string, string> = {
      sender: envelope.senderName,
      title: this.titleOf(envelope),
      link: this.link(`/business/envelopes/viewer/${token.token}`),
    };
    if (reason !== 'reminder') {
      params.message = envelope.message ?? '';
      // The subject typed in the wizard is the e-mail's subject (a reminder keeps its own).
      if (envelope.subject?.trim()) params.subject = envelope.subject.trim();
    }
    if (envelope.expireAt) params.deadline = this.formatDate(envelope.expireAt, locale);
    effects.mail(
      `envelope-${reason}.${recipient.id}.${token.id}`,
      this.mail(
        envelope,
        to,
        reason === 'reminder' ? 'envelope-reminder' : 'envelope-action-required',
        params,
        recipient.id,
      ),
      token.id,
    );
    return true;
  }

  cancelled(effects: FlowEffects, envelope: EnvelopeEntity, recipients: RecipientEntity[]): void {
    this.whatsapp.cancelled(effects, envelope, recipients);
    for (const recipient of recipients) {
      const to = this.emailOf(recipient);
      if (!to) continue;
      effects.mail(
        `envelope-cancelled.${envelope.id}.${recipient.id}`,
        this.mail(
          envelope,
          to,
          'envelope-cancelled',
          { title: this.titleOf(envelope), sender: envelope.senderName },
          recipient.id,
        ),
      );
    }
  }

  /** The sender and every other recipient learn who rejected and why. */
  rejected(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipients: RecipientEntity[],
    rejectedBy: RecipientEntity,
    reason: string,
  ): void {
    const addresses = new Map<string, string>([[envelope.senderEmail.toLowerCase(), 'sender']]);
    for (const recipient of recipients) {
      const to = this.emailOf(recipient);
      if (to && recipient.id !== rejectedBy.id) addresses.set(to.toLowerCase(), recipient.id);
    }
    addresses.delete((this.emailOf(rejectedBy) ?? '').toLowerCase());
    this.whatsapp.rejected(effects, envelope, recipients, rejectedBy, reason);
    for (const [to, who] of addresses) {
      effects.mail(
        `envelope-rejected.${envelope.id}.${who}`,
        this.mail(
          envelope,
          to,
          'envelope-rejected',
          { title: this.titleOf(envelope), recipient: contactOf(rejectedBy).name, reason },
          who === 'sender' ? undefined : who,
        ),
      );
    }
  }

  /** The sender learns the deadline passed; the link opens the envelope's detail. */
  expired(effects: FlowEffects, envelope: EnvelopeEntity): void {
    effects.mail(
      `envelope-expired.${envelope.id}`,
      this.mail(envelope, envelope.senderEmail, 'envelope-expired', this.detailParams(envelope)),
    );
  }

  /** A recipient's completion mail: the link (a download token) opens the download page. */
  completed(
    effects: FlowEffects,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    token: { id: string; token: string },
  ): void {
    const to = this.emailOf(recipient);
    if (!to) {
      this.whatsapp.completed(effects, envelope, recipient, token);
      return;
    }
    effects.mail(
      `envelope-completed.${envelope.id}.${recipient.id}`,
      this.mail(
        envelope,
        to,
        'envelope-completed',
        { title: this.titleOf(envelope), link: this.link(`/business/envelopes/download/${token.token}`) },
        recipient.id,
      ),
      token.id,
    );
  }

  /**
   * The sender's completion mail links to the envelope's detail (they download from there); a
   * sender who was also a recipient already has the recipients' mail.
   */
  completedForSender(effects: FlowEffects, envelope: EnvelopeEntity, recipients: RecipientEntity[]): void {
    const sender = envelope.senderEmail.toLowerCase();
    if (recipients.some((recipient) => this.emailOf(recipient)?.toLowerCase() === sender)) return;
    effects.mail(
      `envelope-completed.${envelope.id}.sender`,
      this.mail(envelope, envelope.senderEmail, 'envelope-completed', this.detailParams(envelope)),
    );
  }

  /**
   * One envelope mail in the envelope's language; `subject_ref` names the recipient it went to,
   * none for the sender's.
   */
  private mail(
    envelope: EnvelopeEntity,
    to: string,
    template: SendEmailJob['template'],
    params: Record<string, string>,
    recipientId?: string,
  ): SendEmailJob {
    return {
      to,
      template,
      locale: this.localeOf(envelope),
      params,
      category: 'envelope',
      subject_ref: { kind: 'envelope', envelopeId: envelope.id, ...(recipientId ? { recipientId } : {}) },
    };
  }

  /** The sender's mails name the envelope and link to its detail. */
  private detailParams(envelope: EnvelopeEntity): Record<string, string> {
    return { title: this.titleOf(envelope), link: this.link(`/business/documents/info/${envelope.id}`) };
  }

  private emailOf(recipient: RecipientEntity): string | null {
    const contact = contactOf(recipient);
    return contact.via === 'email' && contact.value ? contact.value : null;
  }

  /** Section 3: a title of 'old' means "use the subject". */
  titleOf(envelope: EnvelopeEntity): string {
    return envelope.title === 'old' ? (envelope.subject ?? envelope.title) : envelope.title;
  }

  localeOf(envelope: EnvelopeEntity): EmailLocale {
    const chosen = envelope.metadata?.locale;
    return (EMAIL_LOCALES as readonly unknown[]).includes(chosen) ? (chosen as EmailLocale) : 'pt-BR';
  }

  private formatDate(date: Date, locale: EmailLocale): string {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(date);
  }

  link(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }
}
