import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import type { FinalJobFailure, QueueHandlers } from '@rubrica/service-kit';
import { SendEmailJobHandler } from '../email/send-email.job-handler.js';
import { PushToIntegrationJobHandler } from '../integrations/push-to-integration.job-handler.js';
import { DeliverWebhookJobHandler } from '../webhooks/deliver-webhook.job-handler.js';
import { SendWhatsappJobHandler } from '../whatsapp/send-whatsapp.job-handler.js';

/**
 * The handlers of the `notifications` queue (e-mail, WhatsApp, webhook deliveries and integration pushes). Each job is
 * handled by the feature that owns it.
 */
@Injectable()
export class NotificationsJobHandlers implements QueueHandlers<'notifications'> {
  readonly handlers: JobHandlers<'notifications'>;
  /** Failures the handlers never see (a job BullMQ failed for stalling) still reach the producers. */
  readonly failureReporters: QueueHandlers<'notifications'>['failureReporters'];

  constructor(
    sendEmail: SendEmailJobHandler,
    sendWhatsapp: SendWhatsappJobHandler,
    deliverWebhook: DeliverWebhookJobHandler,
    pushToIntegration: PushToIntegrationJobHandler,
  ) {
    const attempt = (
      job: Parameters<JobHandlers<'notifications'>[keyof JobHandlers<'notifications'>]>[1],
    ) => ({
      id: job.id ?? '',
      attemptsMade: job.attemptsMade,
      attempts: job.opts.attempts ?? 1,
    });
    this.handlers = {
      'send-email': (payload, job) => sendEmail.handle(payload, attempt(job)),
      'send-whatsapp': (payload, job) => sendWhatsapp.handle(payload, attempt(job)),
      // A failed delivery schedules its own retry; BullMQ's retries only wait for its row's commit.
      'deliver-webhook': (payload, job) => deliverWebhook.handle(payload, attempt(job)),
      // Retried by BullMQ; the last failure settles the push and reaches the envelope's history.
      'push-to-integration': (payload, job) => pushToIntegration.handle(payload, attempt(job)),
    };
    this.failureReporters = {
      'send-email': (failure: FinalJobFailure) => sendEmail.reportFinalFailure(failure),
      'send-whatsapp': (failure: FinalJobFailure) => sendWhatsapp.reportFinalFailure(failure),
      'push-to-integration': (failure: FinalJobFailure) => pushToIntegration.reportFinalFailure(failure),
    };
  }
}
