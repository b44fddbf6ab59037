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
 * Records a request of the envelopes service and hands its work to the worker's queue. Runs in
 * the consumer's transaction: the row commits with the event's processed mark. The job is
 * enqueued before that commit, so a job that starts early waits for the row (findRequest); a
 * request seen again (another event with the same request id) enqueues the same job id, a no-op,
 * unless that job failed for good while the request is still unanswered: then it runs again.
 */
@Injectable()
export class AcceptSigningRequestUseCase {
  constructor(private readonly queue: SigningQueue) {}

  async execute(manager: EntityManager, command: AcceptSigningRequestCommand): Promise<void> {
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
    const unanswered: unknown[] = await manager.query(
      `SELECT 1 FROM signing_requests WHERE id = $1 AND status = 'pending'`,
      [command.requestId],
    );
    const options = { revive: unanswered.length > 0 };
    if (command.kind === 'sealing') {
      await this.queue.enqueue('seal-envelope', { requestId: command.requestId }, jobId, options);
    } else {
      await this.queue.enqueue('apply-recipient-revision', { requestId: command.requestId }, jobId, options);
    }
  }
}
