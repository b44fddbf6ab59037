import nodemailer, { type Transporter } from 'nodemailer';
import { buildMailOptions } from './build-mail-options.util.js';
import type { MailTransport, OutgoingEmail } from './mail-transport.js';

/**
 * Bounded waits (the defaults let a dead server hold a job for minutes) and a small connection
 * pool; parameters already in SMTP_URL's query string win.
 */
const URL_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '5',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '60000',
};

/** Sends through the SMTP server of `SMTP_URL` (nodemailer; `smtps://` for implicit TLS). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(withUrlDefaults(smtpUrl));
  }

  async deliver(message: OutgoingEmail): Promise<void> {
    await this.transporter.sendMail(buildMailOptions(this.from, message));
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

function withUrlDefaults(smtpUrl: string): string {
  const parsed = new URL(smtpUrl);
  for (const [key, value] of Object.entries(URL_DEFAULTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return parsed.toString();
}
