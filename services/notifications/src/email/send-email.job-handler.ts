import { crashPoint } from '@rubrica/config';
import { Inject, Injectable } from '@nestjs/common';
import { MessageJobHandler, type MessageJobFailure } from '../jobs/message-job-handler.js';
import { EmailFailureReporter } from './email-failure.reporter.js';
import { EmailJobRejectedError } from './email-job-rejected.error.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import { renderEmail } from './render-email.js';
import { sendEmailPayloadSchema, type SendEmailPayload } from './send-email.schema.js';
import { isPermanentSmtpFailure } from './smtp-failure.util.js';

/**
 * The `send-email` job: render the template in the recipient's language, then deliver it.
 * A payload that cannot render or an address the server refuses fails at once (a dead letter,
 * no retries); anything else (server down, timeouts, 4xx) throws so the queue retries with backoff.
 * When a job fails for good its producer hears of it (`rubrica.notifications.email.failed`),
 * so the envelope's history can say the recipient was not reached.
 */
@Injectable()
export class SendEmailJobHandler extends MessageJobHandler<SendEmailPayload> {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly failures: EmailFailureReporter,
  ) {
    super('send-email', sendEmailPayloadSchema, 'SendEmail');
  }

  protected async deliver(email: SendEmailPayload, jobId: string): Promise<void> {
    const { to, template, locale, params, category } = email;
    const rendered = this.renderOrReject(
      jobId,
      () => renderEmail(template, locale, params),
      EmailJobRejectedError,
    );
    // Rendered, not yet handed to the mail server.
    crashPoint('email.before-send');
    try {
      await this.transport.deliver({ jobId, to, template, category, ...rendered });
      // The mail server has the message; the job is not finished.
      crashPoint('email.after-send');
    } catch (error) {
      if (isPermanentSmtpFailure(error))
        this.reject(jobId, `${to} refused by the mail server: ${(error as Error).message}`);
      throw error;
    }
    this.logger.log(`e-mail ${template} (${locale}) delivered to ${to} (job ${jobId})`);
  }

  protected recordFailure(email: SendEmailPayload, failure: MessageJobFailure): Promise<boolean> {
    return this.failures.report({
      jobId: failure.jobId,
      to: email.to,
      template: email.template,
      category: email.category,
      subjectRef: email.subject_ref,
      reason: failure.reason,
      permanent: failure.permanent,
      attemptsMade: failure.attemptsMade,
    });
  }
}
