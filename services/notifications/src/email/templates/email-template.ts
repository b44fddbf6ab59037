import type { EmailLocale } from '@rubrica/jobs';

/** What a template says in one language; the layout turns it into the text and HTML parts. */
export interface EmailContent {
  subject: string;
  /** Shown by mail clients beside the subject in the message list. */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** The primary button, also printed as a plain link under it. */
  action?: { label: string; url: string };
  /** Small print after the action (why the reader got it, what to do if it wasn't them). */
  notes?: string[];
}

export type TemplateParams<Required extends string, Optional extends string> = Record<Required, string> &
  Partial<Record<Optional, string>>;

/**
 * One e-mail in every language. `required` and `optional` are the params the enqueuer sends; a
 * param whose name ends in `link` must be an http(s) URL.
 */
export interface EmailTemplate<Required extends string = string, Optional extends string = never> {
  required: readonly Required[];
  optional: readonly Optional[];
  content: Record<EmailLocale, (params: TemplateParams<Required, Optional>) => EmailContent>;
}

/** Declares a template, inferring its param names so each language's text is checked against them. */
export function defineEmailTemplate<Required extends string, Optional extends string = never>(
  template: EmailTemplate<Required, Optional>,
): EmailTemplate<Required, Optional> {
  return template;
}
