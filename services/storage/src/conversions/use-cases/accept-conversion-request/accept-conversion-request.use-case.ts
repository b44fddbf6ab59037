import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventMessage } from '@rubrica/proto';
import { ConversionRequestEntity } from '../../conversion-request.entity.js';
import { conversionJobId } from '../../conversion-job-id.util.js';
import { StorageQueue } from '../../storage-queue.provider.js';

export interface AcceptConversionRequestCommand {
  eventId: string;
  request: EventMessage<'rubrica.envelopes.document.conversion_requested'>;
}

/**
 * Records a conversion request and hands it to the worker's queue. Runs in the consumer's
 * transaction: the row commits with the event's processed mark. The job is enqueued before that
 * commit, so a job that starts early finds no row yet and is retried; a request seen again
 * (another event with the same request id) enqueues the same job id, a no-op.
 */
@Injectable()
export class AcceptConversionRequestUseCase {
  constructor(private readonly queue: StorageQueue) {}

  async execute(manager: EntityManager, { eventId, request }: AcceptConversionRequestCommand): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ConversionRequestEntity)
      .values({
        id: request.requestId,
        eventId,
        envelopeId: request.envelopeId,
        organizationId: request.organizationId,
        isSandbox: request.isSandbox,
        documentId: request.documentId,
        sourceBlobKey: request.sourceBlobKey,
        sourceName: request.sourceName,
        targetBlobKey: request.targetBlobKey,
        status: 'pending',
      })
      .orIgnore()
      .execute();
    await this.queue.enqueue(
      'convert-document',
      { requestId: request.requestId },
      conversionJobId(request.requestId),
    );
  }
}
