import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { timestampNow } from '@rubrica/proto';
import { answerPendingRequest } from '@rubrica/service-kit';
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
    return answerPendingRequest(this.dataSource, ConversionRequestEntity, request.id, {
      status: 'converted',
      columns: { failureCode: null },
      subject: CONVERTED,
      message: {
        ...this.common(request),
        blobKey: request.targetBlobKey,
        sha256: pdf.sha256,
        sizeBytes: BigInt(pdf.sizeBytes),
        pageCount: pdf.pageCount,
      },
    });
  }

  /** Returns false when the request had already been answered. */
  failed(request: ConversionRequestEntity, failure: ConversionFailure): Promise<boolean> {
    return answerPendingRequest(this.dataSource, ConversionRequestEntity, request.id, {
      status: 'failed',
      columns: { failureCode: failure.code },
      subject: FAILED,
      message: { ...this.common(request), failureCode: failure.code, failureMessage: failure.message },
    });
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
}
