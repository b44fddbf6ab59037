import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from '@rubrica/jobs';
import type { FinalJobFailure } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { isLastAttempt, type JobAttempt } from '../jobs/job-attempt.js';
import { renderWhatsapp, type RenderedWhatsapp } from './render-whatsapp.js';
import { sendWhatsappPayloadSchema, type SendWhatsappPayload } from './send-whatsapp.schema.js';
import { WhatsappApiError } from './whatsapp-cloud-api.js';
import { WhatsappFailureReporter } from './whatsapp-failure.reporter.js';
import { WhatsappJobRejectedError } from './whatsapp-job-rejected.error.js';
import { recordAcceptedWhatsapp, whatsappMessageOfJob } from './whatsapp-message.store.js';
import { WHATSAPP_SENDER, type WhatsappSender } from './whatsapp-sender.js';

/**
 * The `send-whatsapp` job: fill the approved template in the recipient's language and hand it to
 * WhatsApp, then remember the message id so its status webhooks find the job. A payload that
 * cannot be filled, or a message WhatsApp refuses for good (bad number, unknown template), fails
 * at once; throttling, WhatsApp errors and timeouts throw so the queue retries with backoff. A job
 * whose message was already accepted does not send it again. When a job fails for good its
 * producer hears of it (`rubrica.notifications.whatsapp.failed`).
 */
@Injectable()
export class SendWhatsappJobHandler {
  private readonly logger = new Logger('SendWhatsapp');

  constructor(
    @Inject(WHATSAPP_SENDER) private readonly sender: WhatsappSender,
    private readonly failures: WhatsappFailureReporter,
    private readonly dataSource: DataSource,
  ) {}

  async handle(payload: unknown, job: JobAttempt): Promise<void> {
    const parsed = sendWhatsappPayloadSchema.safeParse(payload);
    // Nothing trustworthy to report about a payload that does not parse: the dead letter says it.
    if (!parsed.success) this.reject(job.id, `invalid send-whatsapp payload: ${parsed.error.message}`);
    try {
      await this.deliver(parsed.data, job.id);
    } catch (error) {
      const permanent = error instanceof UnrecoverableError;
      if (permanent || isLastAttempt(job))
        await this.reportFailure(parsed.data, job.id, job.attemptsMade + 1, error, permanent);
      throw error;
    }
  }

  /** A job that failed for good without its handler knowing (BullMQ failed it for stalling). */
  async reportFinalFailure({ job, error, stalled }: FinalJobFailure): Promise<void> {
    const parsed = sendWhatsappPayloadSchema.safeParse(job.data?.payload);
    if (!parsed.success) return;
    await this.reportFailure(
      parsed.data,
      job.id ?? '',
      job.attemptsMade,
      error,
      !stalled && error.name === 'UnrecoverableError',
    );
  }

  private async deliver(message: SendWhatsappPayload, jobId: string): Promise<void> {
    const already = await whatsappMessageOfJob(this.dataSource.manager, jobId);
    if (already) {
      this.logger.log(`WhatsApp ${message.template} of job ${jobId} was already accepted (${already.id})`);
      return;
    }
    let rendered: RenderedWhatsapp;
    try {
      rendered = renderWhatsapp(message);
    } catch (error) {
      if (error instanceof WhatsappJobRejectedError) this.reject(jobId, error.message);
      throw error;
    }
    let messageId: string;
    try {
      ({ messageId } = await this.sender.send({ jobId, ...rendered }));
    } catch (error) {
      if (error instanceof WhatsappApiError && !error.retryable)
        this.reject(jobId, `${message.to} refused by WhatsApp: ${error.message}`, error.code);
      throw error;
    }
    await this.dataSource.transaction((manager) =>
      recordAcceptedWhatsapp(manager, this.failures, {
        id: messageId,
        jobId,
        to: message.to,
        template: message.template,
        subjectRef: message.subject_ref,
      }),
    );
    this.logger.log(
      `WhatsApp ${message.template} (${message.locale}) accepted for ${message.to} (job ${jobId}, ${messageId})`,
    );
  }

  /**
   * The job still fails as it would have; a failure to record it (the database down) is logged
   * rather than thrown, so the job's own reason stays the one in the dead letters.
   */
  private async reportFailure(
    message: SendWhatsappPayload,
    jobId: string,
    attemptsMade: number,
    error: unknown,
    permanent: boolean,
  ): Promise<void> {
    try {
      await this.failures.report({
        jobId,
        to: message.to,
        template: message.template,
        subjectRef: message.subject_ref,
        reason: error instanceof Error ? error.message : String(error),
        permanent,
        attemptsMade,
        errorCode:
          error instanceof RejectedWithCode
            ? error.code
            : error instanceof WhatsappApiError
              ? error.code
              : undefined,
      });
    } catch (reportError) {
      this.logger.error(
        `cannot record the failure of send-whatsapp job ${jobId}: ${(reportError as Error).message}`,
      );
    }
  }

  private reject(jobId: string, reason: string, code?: number): never {
    this.logger.error(`send-whatsapp job ${jobId} failed without retry: ${reason}`);
    throw code === undefined ? new UnrecoverableError(reason) : new RejectedWithCode(reason, code);
  }
}

/** An unrecoverable failure that keeps WhatsApp's error code for the failure event. */
class RejectedWithCode extends UnrecoverableError {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    // BullMQ and the job runner recognise an unrecoverable failure by this name.
    this.name = 'UnrecoverableError';
  }
}
