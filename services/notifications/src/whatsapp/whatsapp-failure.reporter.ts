import { Injectable, Logger } from '@nestjs/common';
import type { WhatsappSubjectRef } from '@rubrica/jobs';
import { OutboxEventEntity, OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampNow } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { whatsappFailureEventId } from './whatsapp-failure-event-id.util.js';

const SUBJECT = 'rubrica.notifications.whatsapp.failed';

export interface WhatsappFailure {
  jobId: string;
  to: string;
  template: string;
  subjectRef?: WhatsappSubjectRef | null;
  reason: string;
  permanent: boolean;
  attemptsMade: number;
  messageId?: string;
  errorCode?: number | string;
}

/** The longest reason kept in the event: enough to read WhatsApp's answer. */
const MAX_REASON_LENGTH = 500;

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
    const write = (transaction: EntityManager) => this.write(transaction, failure);
    const written = manager ? await write(manager) : await this.dataSource.transaction(write);
    if (written)
      this.logger.warn(
        `WhatsApp ${failure.template} to ${failure.to} failed for good (job ${failure.jobId})`,
      );
    return written;
  }

  private async write(manager: EntityManager, failure: WhatsappFailure): Promise<boolean> {
    const id = whatsappFailureEventId(failure.jobId);
    if (await manager.existsBy(OutboxEventEntity, { id })) return false;
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
      reason: failure.reason.slice(0, MAX_REASON_LENGTH),
      permanent: failure.permanent,
      attemptsMade: failure.attemptsMade,
      messageId: failure.messageId ?? '',
      errorCode: failure.errorCode === undefined ? '' : String(failure.errorCode),
      occurredAt: timestampNow(),
    });
    await OutboxWriter.append(manager, { id, subject: SUBJECT, type: EVENTS[SUBJECT].typeName, payload });
    return true;
  }
}
