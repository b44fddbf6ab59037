/**
 * The `send-email` job of the `notifications` queue: any service asks for an e-mail by enqueuing
 * it; the notifications worker renders the template in the recipient's language and delivers it.
 */

/** Template names are frozen like queue names: a job waiting in Redis names its template. */
export const EMAIL_TEMPLATE_NAMES = [
  'verify-email',
  'reset-password',
  'organization-invitation',
  'envelope-action-required',
  'envelope-reminder',
  'envelope-rejected',
  'envelope-cancelled',
  'envelope-expired',
  'envelope-completed',
  'account-exists',
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

/** pt-BR is the product's default language. */
export const EMAIL_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

/**
 * What an e-mail is about, so the notifications service can tell its producer when it could not
 * be delivered (`rubrica.notifications.email.failed`) without parsing the category or job id.
 */
export interface EmailSubjectRef {
  kind: 'envelope';
  envelopeId: string;
  /** Absent when the mail goes to the envelope's sender. */
  recipientId?: string;
}

export interface SendEmailJob {
  /** One address. */
  to: string;
  template: EmailTemplateName;
  locale: EmailLocale;
  /** The template's params (see the notifications service's `email/templates/`); links are absolute http(s) URLs. */
  params: Record<string, string>;
  /** What kind of mail this is (e.g. `account`, `envelope`), carried in a header and the logs. */
  category?: string;
  subject_ref?: EmailSubjectRef;
}
