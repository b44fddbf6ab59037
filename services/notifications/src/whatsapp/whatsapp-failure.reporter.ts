import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { appendDeliveryFailure, type DeliveryFailure } from '../jobs/delivery-failure-event.js';

export interface WhatsappFailure extends DeliveryFailure {
  messageId?: string;
  errorCode?: number | string;
}

/**
 * Tells the producer of a WhatsApp message that it did not reach its recipient:
 * `rubrica.notifications.whatsapp.failed` through the service's outbox, once per job id (the job
 * failing for good and a `failed` webhook for its message are one failure). No message text.
 */
@Injectable()
export class WhatsappFailureReporter {
  private readonly logger = new Logger('WhatsappFailure');

  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when this job's failure had already been recorded. */
  async report(failure: WhatsappFailure, manager?: EntityManager): Promise<boolean> {
    const write = (transaction: EntityManager) =>
      appendDeliveryFailure(transaction, 'rubrica.notifications.whatsapp.failed', failure, {
        messageId: failure.messageId ?? '',
        errorCode: failure.errorCode === undefined ? '' : String(failure.errorCode),
      });
    const written = manager ? await write(manager) : await this.dataSource.transaction(write);
    if (written)
      this.logger.warn(
        `WhatsApp ${failure.template} to ${failure.to} failed for good (job ${failure.jobId})`,
      );
    return written;
  }
}
