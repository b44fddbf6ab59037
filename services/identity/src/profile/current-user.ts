import { isUuid } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { PrincipalError } from '../principal/index.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * The account behind X-User-Id. A session naming nobody (a deleted account) is treated as signed
 * out: 401, so the client goes back to the sign-in page.
 */
export async function findCurrentUser(
  manager: EntityManager,
  userId: string,
  lock = false,
): Promise<UserEntity> {
  if (!isUuid(userId)) throw PrincipalError.unauthenticated();
  const user = await manager.getRepository(UserEntity).findOne({
    where: { id: userId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!user) throw PrincipalError.unauthenticated();
  return user;
}
