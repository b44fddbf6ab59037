import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { buildMailOptions } from './build-mail-options.util.js';
import { extractLinks } from './extract-links.util.js';
import type { MailTransport, OutgoingEmail } from './mail-transport.js';

export interface OutboxLog {
  log(message: string): void;
}

/**
 * Without an SMTP server (a developer machine): each message becomes an `.eml` file in the outbox
 * folder (any mail client opens it), and one log line names the recipient, the subject and every
 * link, so a sign-up or signing link can be followed straight from the console.
 */
export class OutboxMailTransport implements MailTransport {
  private readonly composer: Transporter;

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: OutboxLog,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(message: OutgoingEmail): Promise<void> {
    const info = await this.composer.sendMail(buildMailOptions(this.from, message));
    const raw = info.message as Buffer;
    await mkdir(this.directory, { recursive: true });
    const file = join(this.directory, `${timestamp()}-${message.jobId.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`);
    // Written under a temporary name first: whoever watches the folder never sees half a message.
    await writeFile(`${file}.tmp`, raw);
    await rename(`${file}.tmp`, file);
    const links = extractLinks(message.text);
    this.logger.log(
      `e-mail to ${message.to} "${message.subject}" written to ${resolve(file)}; links: ${links.join(' ') || 'none'}`,
    );
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}

function timestamp(): string {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
