import { appendOutboxEvent } from '@rubrica/service-kit';
import { timestampNow } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';

const REGISTERED = 'rubrica.identity.user.registered';

/**
 * Records `rubrica.identity.user.registered` in the transaction that created the user and their
 * personal workspace, whichever way the account came to be (sign-up form or the operator's CLI).
 */
export async function appendUserRegistered(
  manager: EntityManager,
  user: Pick<UserEntity, 'id' | 'name' | 'email' | 'lang'>,
  personalOrganizationId: string,
): Promise<void> {
  await appendOutboxEvent(manager, REGISTERED, {
    user: { id: user.id, name: user.name, email: user.email, lang: user.lang },
    occurredAt: timestampNow(),
    personalOrganizationId,
  });
}
