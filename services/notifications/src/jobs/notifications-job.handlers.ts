import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import { unhandledJob, type QueueHandlers } from '@rubrica/service-kit';
import { SendEmailJobHandler } from '../email/send-email.job-handler.js';

/**
 * The handlers of the `notifications` queue (e-mail, WhatsApp and webhook deliveries). Each job is handled by the feature that
 * owns it; until that feature exists its job fails visibly and waits in the dead-letter list.
 */
@Injectable()
export class NotificationsJobHandlers implements QueueHandlers<'notifications'> {
  readonly handlers: JobHandlers<'notifications'>;

  constructor(sendEmail: SendEmailJobHandler) {
    this.handlers = {
      'send-email': (payload, job) =>
        sendEmail.handle(payload, {
          id: job.id ?? '',
          attemptsMade: job.attemptsMade,
          attempts: job.opts.attempts ?? 1,
        }),
      'send-whatsapp': unhandledJob('notifications', 'send-whatsapp'),
      'deliver-webhook': unhandledJob('notifications', 'deliver-webhook'),
    };
  }
}
