import type { DataSource } from 'typeorm';
import { SigningRequestEntity } from './signing-request.entity.js';

/**
 * The request a job works on. Its job is enqueued only once the row has committed, so a missing
 * row is a real failure (the job fails and is retried).
 */
export async function findRequest(dataSource: DataSource, requestId: string): Promise<SigningRequestEntity> {
  const request = await dataSource.getRepository(SigningRequestEntity).findOneBy({ id: requestId });
  if (!request) throw new Error(`signing request ${requestId} is not recorded`);
  return request;
}
