/** A rendered e-mail ready to leave. */
export interface OutgoingEmail {
  /** The job's id: makes the Message-ID stable, so a retried delivery reads as the same message. */
  jobId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  category?: string;
}

/** Where e-mail goes: an SMTP server, or the local outbox folder when none is configured. */
export interface MailTransport {
  deliver(message: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
