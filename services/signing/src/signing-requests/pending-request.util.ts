import type { DataSource } from 'typeorm';
import { decodeEvent, type EventMessage, type EventSubject } from '@rubrica/proto';
import { SigningRequestEntity } from './signing-request.entity.js';

/** A request still waiting for its answer, with the event that asked for it decoded. */
export interface PendingRequest<S extends EventSubject> {
  request: SigningRequestEntity;
  event: EventMessage<S>;
}

/**
 * The request a job works on, or undefined once it has been answered (a job run again). Its job
 * is enqueued only once the row has committed, so a missing row is a real failure (the job fails
 * and is retried).
 */
export async function pendingRequest<S extends EventSubject>(
  dataSource: DataSource,
  requestId: string,
  subject: S,
): Promise<PendingRequest<S> | undefined> {
  const request = await dataSource.getRepository(SigningRequestEntity).findOneBy({ id: requestId });
  if (!request) throw new Error(`signing request ${requestId} is not recorded`);
  if (request.status !== 'pending') return undefined;
  return { request, event: decodeEvent(subject, request.payload as Parameters<typeof decodeEvent>[1]) };
}
