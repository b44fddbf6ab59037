import { appendOutboxEvent } from '@rubrica/service-kit';
import { timestampNow } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

const UPDATED = 'rubrica.identity.user.updated';

/**
 * Records `rubrica.identity.user.updated` in the caller's transaction (the gateway drops its
 * cached principal, e.g. once the e-mail is verified).
 */
export async function appendUserUpdated(manager: EntityManager, userId: string): Promise<void> {
  const user = await manager.findOneByOrFail(UserEntity, { id: userId });
  await appendOutboxEvent(manager, UPDATED, {
    user: { id: user.id, name: user.name, email: user.email, lang: user.lang },
    occurredAt: timestampNow(),
  });
}
