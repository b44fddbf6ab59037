/**
 * The `send-whatsapp` job of the `notifications` queue: a service asks for a WhatsApp message by
 * enqueuing it; the notifications worker fills the approved template in the recipient's language
 * and hands it to WhatsApp (the Cloud API, or the sandbox outside production).
 */
import type { EmailLocale, EmailSubjectRef } from './send-email.job.js';

/**
 * Template names are frozen like queue names: a job waiting in Redis names its template. The same
 * moments as the envelope e-mails (a recipient's turn, a reminder, rejection, cancellation,
 * expiration, completion).
 */
export const WHATSAPP_TEMPLATE_NAMES = [
  'envelope-action-required',
  'envelope-reminder',
  'envelope-rejected',
  'envelope-cancelled',
  'envelope-expired',
  'envelope-completed',
] as const;
export type WhatsappTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** The languages of the e-mails (pt-BR is the product's default). */
export type WhatsappLocale = EmailLocale;

/** What a message is about: the same reference as an e-mail's, returned on `whatsapp.failed`. */
export type WhatsappSubjectRef = EmailSubjectRef;

export interface SendWhatsappJob {
  /** One phone number in E.164 form (`+5511987654321`). */
  to: string;
  template: WhatsappTemplateName;
  locale: WhatsappLocale;
  /** The template's body params (see the notifications service's `whatsapp/templates/`). */
  params: Record<string, string>;
  /**
   * The absolute http(s) URL the message's button opens (the action link); its path is the
   * button's parameter. Required by the templates that have a button.
   */
  link?: string;
  subject_ref?: WhatsappSubjectRef;
}
