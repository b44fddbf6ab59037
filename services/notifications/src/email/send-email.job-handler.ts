import { crashPoint } from '@rubrica/config';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from '@rubrica/jobs';
import type { FinalJobFailure } from '@rubrica/service-kit';
import { isLastAttempt, type JobAttempt } from '../jobs/job-attempt.js';
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
export class SendEmailJobHandler {
  private readonly logger = new Logger('SendEmail');

  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly failures: EmailFailureReporter,
  ) {}

  async handle(payload: unknown, job: JobAttempt): Promise<void> {
    const parsed = sendEmailPayloadSchema.safeParse(payload);
    // Nothing trustworthy to report about a payload that does not parse: the dead letter says it.
    if (!parsed.success) this.reject(job.id, `invalid send-email payload: ${parsed.error.message}`);
    try {
      await this.deliver(parsed.data, job.id);
    } catch (error) {
      const permanent = error instanceof UnrecoverableError;
      if (permanent || isLastAttempt(job)) await this.reportFailure(parsed.data, job, error, permanent);
      throw error;
    }
  }

  /**
   * A job that failed for good, told by the job runner: mostly one the handler reported already
   * (the report is kept once per job), and the only report of one BullMQ failed for stalling.
   */
  async reportFinalFailure({ job, error, stalled }: FinalJobFailure): Promise<void> {
    const parsed = sendEmailPayloadSchema.safeParse(job.data?.payload);
    if (!parsed.success) return;
    await this.reportFailure(
      parsed.data,
      { id: job.id ?? '', attemptsMade: Math.max(job.attemptsMade - 1, 0), attempts: job.opts.attempts ?? 1 },
      error,
      !stalled && error.name === 'UnrecoverableError',
    );
  }

  private async deliver(email: SendEmailPayload, jobId: string): Promise<void> {
    const { to, template, locale, params, category } = email;
    let rendered;
    try {
      rendered = renderEmail(template, locale, params);
    } catch (error) {
      if (error instanceof EmailJobRejectedError) this.reject(jobId, error.message);
      throw error;
    }
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

  /**
   * The job still fails as it would have; a failure to record it (the database down) is logged
   * rather than thrown, so the job's own reason stays the one in the dead letters.
   */
  private async reportFailure(
    email: SendEmailPayload,
    job: JobAttempt,
    error: unknown,
    permanent: boolean,
  ): Promise<void> {
    try {
      await this.failures.report({
        jobId: job.id,
        to: email.to,
        template: email.template,
        category: email.category,
        subjectRef: email.subject_ref,
        reason: error instanceof Error ? error.message : String(error),
        permanent,
        attemptsMade: job.attemptsMade + 1,
      });
    } catch (reportError) {
      this.logger.error(
        `cannot record the failure of send-email job ${job.id}: ${(reportError as Error).message}`,
      );
    }
  }

  private reject(jobId: string, reason: string): never {
    this.logger.error(`send-email job ${jobId} failed without retry: ${reason}`);
    throw new UnrecoverableError(reason);
  }
}
