import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampNow } from '@rubrica/proto';
import type { ConversionFailure } from './conversion-failure.js';
import { ConversionRequestEntity } from './conversion-request.entity.js';

export interface ConvertedDocument {
  sha256: string;
  sizeBytes: number;
  pageCount: number;
}

const CONVERTED = 'rubrica.storage.document.converted';
const FAILED = 'rubrica.storage.document.conversion_failed';

/**
 * Publishes a request's one answer through the outbox: the request leaves `pending` and the event
 * is written in the same transaction, and only if it was still pending, so a job run twice (a
 * retry after a crash, a stalled job redone) answers once.
 */
@Injectable()
export class ConversionAnswers {
  constructor(private readonly dataSource: DataSource) {}

  /** Returns false when the request had already been answered. */
  converted(request: ConversionRequestEntity, pdf: ConvertedDocument): Promise<boolean> {
    const payload = encodeEvent(CONVERTED, {
      ...this.common(request),
      blobKey: request.targetBlobKey,
      sha256: pdf.sha256,
      sizeBytes: BigInt(pdf.sizeBytes),
      pageCount: pdf.pageCount,
    });
    return this.answer(request.id, 'converted', null, CONVERTED, payload);
  }

  /** Returns false when the request had already been answered. */
  failed(request: ConversionRequestEntity, failure: ConversionFailure): Promise<boolean> {
    const payload = encodeEvent(FAILED, {
      ...this.common(request),
      failureCode: failure.code,
      failureMessage: failure.message,
    });
    return this.answer(request.id, 'failed', failure.code, FAILED, payload);
  }

  private common(request: ConversionRequestEntity) {
    return {
      envelopeId: request.envelopeId,
      organizationId: request.organizationId,
      isSandbox: request.isSandbox,
      occurredAt: timestampNow(),
      documentId: request.documentId,
      requestId: request.id,
    };
  }

  private answer(
    requestId: string,
    status: 'converted' | 'failed',
    failureCode: string | null,
    subject: typeof CONVERTED | typeof FAILED,
    payload: unknown,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(ConversionRequestEntity)
        .set({
          status,
          failureCode: failureCode as ConversionRequestEntity['failureCode'],
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
