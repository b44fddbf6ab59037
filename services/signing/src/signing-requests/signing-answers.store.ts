import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventInit } from '@rubrica/proto';
import { answerPendingRequest } from '@rubrica/service-kit';
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
    return answerPendingRequest(this.dataSource, SigningRequestEntity, requestId, {
      status: FAILURES.has(subject) ? 'failed' : 'applied',
      subject,
      message,
    });
  }
}
