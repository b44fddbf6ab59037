import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, type EventInit } from '@rubrica/proto';
import { SigningRequestEntity } from './signing-request.entity.js';

type AnswerSubject =
  | 'rubrica.signing.recipient.applied'
  | 'rubrica.signing.recipient.failed'
  | 'rubrica.signing.envelope.sealed'
  | 'rubrica.signing.envelope.sealing_failed';

const FAILURES: ReadonlySet<AnswerSubject> = new Set([
  'rubrica.signing.recipient.failed',
  'rubrica.signing.envelope.sealing_failed',
]);

/**
 * Publishes a request's one answer through the outbox: the request leaves `pending` and the event
 * is written in the same transaction, and only if it was still pending, so a job run twice (a
 * retry after a crash, a stalled job redone) answers once.
 */
@Injectable()
export class SigningAnswers {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when the request had already been answered. */
  async answer<S extends AnswerSubject>(
    requestId: string,
    subject: S,
    message: EventInit<S>,
  ): Promise<boolean> {
    const payload = encodeEvent(subject, message);
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(SigningRequestEntity)
        .set({
          status: FAILURES.has(subject) ? 'failed' : 'applied',
          answer: payload as object,
          answeredAt: () => 'now()',
        })
        .where('id = :id AND status = :pending', { id: requestId, pending: 'pending' })
        .execute();
      if (!result.affected) return false;
      await OutboxWriter.append(manager, { subject, type: EVENTS[subject].typeName, payload });
      return true;
    });
  }
}
