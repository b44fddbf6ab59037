import type { OrganizationCaller } from '@rubrica/service-kit';
import type { ItemsScope } from './items.schemas.js';

/** The caller's user in the organization the gateway verified. */
export function scopeOf(caller: OrganizationCaller): ItemsScope {
  return { organizationId: caller.organizationId, userId: caller.userId, isOwner: caller.isOwner };
}
