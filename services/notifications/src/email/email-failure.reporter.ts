import { Injectable, Logger } from '@nestjs/common';
import type { EmailSubjectRef } from '@rubrica/jobs';
import { OutboxEventEntity, OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampNow } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { emailFailureEventId } from './email-failure-event-id.util.js';

const SUBJECT = 'rubrica.notifications.email.failed';

export interface EmailFailure {
  jobId: string;
  to: string;
  template: string;
  category?: string;
  subjectRef?: EmailSubjectRef;
  reason: string;
  permanent: boolean;
  attemptsMade: number;
}

/** The longest SMTP answer kept in the event: enough to read the refusal, never a whole transcript. */
const MAX_REASON_LENGTH = 500;

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
    const id = emailFailureEventId(failure.jobId);
    const payload = encodeEvent(SUBJECT, {
      jobId: failure.jobId,
      subjectRef: failure.subjectRef
        ? {
            kind: failure.subjectRef.kind,
            envelopeId: failure.subjectRef.envelopeId,
            recipientId: failure.subjectRef.recipientId ?? '',
          }
        : undefined,
      to: failure.to,
      template: failure.template,
      category: failure.category ?? '',
      reason: failure.reason.slice(0, MAX_REASON_LENGTH),
      permanent: failure.permanent,
      attemptsMade: failure.attemptsMade,
      occurredAt: timestampNow(),
    });
    const written = await this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(OutboxEventEntity, { id })) return false;
      await OutboxWriter.append(manager, { id, subject: SUBJECT, type: EVENTS[SUBJECT].typeName, payload });
      return true;
    });
    if (written)
      this.logger.warn(`e-mail ${failure.template} to ${failure.to} failed for good (job ${failure.jobId})`);
    return written;
  }
}
