import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, type EventInit, type EventSubject } from '@rubrica/proto';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * For a table of requests answered once (`id`, `status` starting `pending`, `answer`,
 * `answered_at`, as `signing_requests` and `conversion_requests`). Publishes a request's one answer through the outbox: the request row leaves `pending` (to
 * `status`, with `columns`, the answer's payload and `answered_at`) and the event is written in the
 * same transaction, only if the row was still pending, so a job run twice (a retry after a crash, a
 * stalled job redone) answers once. Returns false when the request had already been answered.
 */
export function answerPendingRequest<S extends EventSubject>(
  dataSource: DataSource,
  table: EntityTarget<ObjectLiteral>,
  requestId: string,
  answer: { status: string; columns?: Record<string, unknown>; subject: S; message: EventInit<S> },
): Promise<boolean> {
  const payload = encodeEvent(answer.subject, answer.message);
  return dataSource.transaction(async (manager) => {
    const result = await manager
      .createQueryBuilder()
      .update(table)
      .set({ ...answer.columns, status: answer.status, answer: payload as object, answeredAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id: requestId, pending: 'pending' })
      .execute();
    if (!result.affected) return false;
    await OutboxWriter.append(manager, {
      subject: answer.subject,
      type: EVENTS[answer.subject].typeName,
      payload,
    });
    return true;
  });
}
