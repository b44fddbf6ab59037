import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from '@rubrica/jobs';
import { DataSource } from 'typeorm';
import { MessageJobHandler, type MessageJobFailure } from '../jobs/message-job-handler.js';
import { renderWhatsapp } from './render-whatsapp.js';
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
export class SendWhatsappJobHandler extends MessageJobHandler<SendWhatsappPayload> {
  constructor(
    @Inject(WHATSAPP_SENDER) private readonly sender: WhatsappSender,
    private readonly failures: WhatsappFailureReporter,
    private readonly dataSource: DataSource,
  ) {
    super('send-whatsapp', sendWhatsappPayloadSchema, 'SendWhatsapp');
  }

  protected async deliver(message: SendWhatsappPayload, jobId: string): Promise<void> {
    const already = await whatsappMessageOfJob(this.dataSource.manager, jobId);
    if (already) {
      this.logger.log(`WhatsApp ${message.template} of job ${jobId} was already accepted (${already.id})`);
      return;
    }
    const rendered = this.renderOrReject(jobId, () => renderWhatsapp(message), WhatsappJobRejectedError);
    let messageId: string;
    try {
      ({ messageId } = await this.sender.send({ jobId, ...rendered }));
    } catch (error) {
      if (error instanceof WhatsappApiError && !error.retryable) {
        const reason = `${message.to} refused by WhatsApp: ${error.message}`;
        this.reject(
          jobId,
          reason,
          error.code === undefined ? undefined : new RejectedWithCode(reason, error.code),
        );
      }
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

  protected recordFailure(message: SendWhatsappPayload, failure: MessageJobFailure): Promise<boolean> {
    const { error } = failure;
    return this.failures.report({
      jobId: failure.jobId,
      to: message.to,
      template: message.template,
      subjectRef: message.subject_ref,
      reason: failure.reason,
      permanent: failure.permanent,
      attemptsMade: failure.attemptsMade,
      errorCode:
        error instanceof RejectedWithCode
          ? error.code
          : error instanceof WhatsappApiError
            ? error.code
            : undefined,
    });
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
