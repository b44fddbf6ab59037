import type { OrganizationCaller } from '@rubrica/service-kit';

/** The scope every drafting use case works in: the caller's user in the verified organization. */
export function scopeOf(caller: OrganizationCaller): {
  organizationId: string;
  userId: string;
  isOwner: boolean;
  isSandbox: boolean;
} {
  return {
    organizationId: caller.organizationId,
    userId: caller.userId,
    isOwner: caller.isOwner,
    isSandbox: caller.isSandbox,
  };
}
