import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appendDeliveryFailure, type DeliveryFailure } from '../jobs/delivery-failure-event.js';

export interface EmailFailure extends DeliveryFailure {
  category?: string;
}

/**
 * Tells the producer of an e-mail that it was not delivered: `rubrica.notifications.email.failed`
 * through the service's outbox, once per job id. The message body never leaves this service.
 */
@Injectable()
export class EmailFailureReporter {
  private readonly logger = new Logger('EmailFailure');

  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when this job's failure had already been recorded. */
  async report(failure: EmailFailure): Promise<boolean> {
    const written = await this.dataSource.transaction((manager) =>
      appendDeliveryFailure(manager, 'rubrica.notifications.email.failed', failure, {
        category: failure.category ?? '',
      }),
    );
    if (written)
      this.logger.warn(`e-mail ${failure.template} to ${failure.to} failed for good (job ${failure.jobId})`);
    return written;
  }
}
