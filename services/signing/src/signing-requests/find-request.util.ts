import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { SigningRequestEntity } from './signing-request.entity.js';

/** How long a job waits for its request's row; the consumer commits it right after enqueueing. */
const COMMIT_WAIT_MS = 10_000;

/**
 * The request a job works on. The consumer enqueues the job inside the transaction that records
 * the request, so a quick worker can get there before the commit: it waits a moment rather than
 * spending one of its attempts. Still absent after that (the transaction rolled back and the
 * event will come again): the job fails and is retried.
 */
export async function findRequest(dataSource: DataSource, requestId: string): Promise<SigningRequestEntity> {
  const deadline = Date.now() + COMMIT_WAIT_MS;
  for (;;) {
    const request = await dataSource.getRepository(SigningRequestEntity).findOneBy({ id: requestId });
    if (request) return request;
    if (Date.now() > deadline) throw new Error(`signing request ${requestId} is not recorded`);
    await sleep(50);
  }
}
