import type { EntityManager } from 'typeorm';
import { DeveloperAppError } from './developer-apps.exception.js';
import type { ClientOwner } from './developer-apps.schemas.js';
import { OAuthClientEntity } from './oauth-client.entity.js';

/** One of the owner's apps in the organization, still alive (an expired sandbox app is gone); 404 otherwise. */
export async function findOwnClient(
  manager: EntityManager,
  owner: ClientOwner,
  id: string,
  lock = false,
): Promise<OAuthClientEntity> {
  if (!/^[A-Za-z0-9._~-]{1,128}$/.test(id)) throw DeveloperAppError.notFound();
  const client = await manager.getRepository(OAuthClientEntity).findOne({
    where: { id, organizationId: owner.organizationId, ownerUserId: owner.userId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!client || isExpired(client)) throw DeveloperAppError.notFound();
  return client;
}

export function isExpired(
  client: Pick<OAuthClientEntity, 'isSandbox' | 'expiresAt'>,
  now = new Date(),
): boolean {
  return client.isSandbox && client.expiresAt !== null && client.expiresAt.getTime() <= now.getTime();
}
