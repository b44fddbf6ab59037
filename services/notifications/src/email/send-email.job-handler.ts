import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from '@rubrica/jobs';
import { EmailJobRejectedError } from './email-job-rejected.error.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import { renderEmail } from './render-email.js';
import { sendEmailPayloadSchema } from './send-email.schema.js';
import { isPermanentSmtpFailure } from './smtp-failure.util.js';

/**
 * The `send-email` job: render the template in the recipient's language, then deliver it.
 * A payload that cannot render or an address the server refuses fails at once (a dead letter,
 * no retries); anything else (server down, timeouts, 4xx) throws so the queue retries with backoff.
 */
@Injectable()
export class SendEmailJobHandler {
  private readonly logger = new Logger('SendEmail');

  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  async handle(payload: unknown, jobId: string): Promise<void> {
    const parsed = sendEmailPayloadSchema.safeParse(payload);
    if (!parsed.success) this.reject(jobId, `invalid send-email payload: ${parsed.error.message}`);
    const { to, template, locale, params, category } = parsed.data;
    let rendered;
    try {
      rendered = renderEmail(template, locale, params);
    } catch (error) {
      if (error instanceof EmailJobRejectedError) this.reject(jobId, error.message);
      throw error;
    }
    try {
      await this.transport.deliver({ jobId, to, template, category, ...rendered });
    } catch (error) {
      if (isPermanentSmtpFailure(error))
        this.reject(jobId, `${to} refused by the mail server: ${(error as Error).message}`);
      throw error;
    }
    this.logger.log(`e-mail ${template} (${locale}) delivered to ${to} (job ${jobId})`);
  }

  private reject(jobId: string, reason: string): never {
    this.logger.error(`send-email job ${jobId} failed without retry: ${reason}`);
    throw new UnrecoverableError(reason);
  }
}
