import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SigningRequestEntity, type SigningRequestKind } from '../../signing-request.entity.js';
import { signingJobId } from '../../signing-job-id.util.js';
import { SigningQueue } from '../../signing-queue.provider.js';

export interface AcceptSigningRequestCommand {
  kind: SigningRequestKind;
  eventId: string;
  requestId: string;
  envelopeId: string;
  organizationId: string;
  recipientId: string | null;
  /** The request event's proto3 JSON, as it arrived. */
  payload: unknown;
}

/**
 * Records a request of the envelopes service in the consumer's transaction (the row commits with
 * the event's processed mark) and answers the work that hands it to the worker's queue, which the
 * consumer runs once that transaction has committed: a job always finds its row. A request seen
 * again (another event with the same request id) enqueues the same job id, a no-op, unless that
 * job failed for good while the request is still unanswered: then it runs again. A job lost
 * between the commit and the queue is asked for again by the envelopes reconciler, which
 * republishes requests left unanswered.
 */
@Injectable()
export class AcceptSigningRequestUseCase {
  constructor(private readonly queue: SigningQueue) {}

  async execute(manager: EntityManager, command: AcceptSigningRequestCommand): Promise<() => Promise<void>> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SigningRequestEntity)
      .values({
        id: command.requestId,
        kind: command.kind,
        envelopeId: command.envelopeId,
        organizationId: command.organizationId,
        recipientId: command.recipientId,
        eventId: command.eventId,
        payload: command.payload as object,
        status: 'pending',
      })
      .orIgnore()
      .execute();
    const jobId = signingJobId(command.kind, command.requestId);
    // Seen again while still unanswered (the envelopes reconciler republishes it): its job must run.
    const unanswered = await manager.getRepository(SigningRequestEntity).existsBy({
      id: command.requestId,
      status: 'pending',
    });
    const options = { revive: unanswered };
    const payload = { requestId: command.requestId };
    return command.kind === 'sealing'
      ? () => this.queue.enqueue('seal-envelope', payload, jobId, options)
      : () => this.queue.enqueue('apply-recipient-revision', payload, jobId, options);
  }
}
