import type { LoadedMembership } from '../memberships/memberships.service.js';
import { effectivePermissions } from '../memberships/membership-events.js';
import { OrganizationError } from './organizations.exception.js';

/** Settings (name card, logo) and themes: owner or edit_organization, never a personal workspace (spec §6). */
export function assertMayEditSettings(membership: LoadedMembership): void {
  if (membership.organization.isPersonal) throw OrganizationError.personalWorkspace();
  if (!effectivePermissions(membership.role.permissions, membership.isOwner).edit_organization) {
    throw OrganizationError.notAllowed();
  }
}

/** Renaming and deleting: the owner only (spec §5). */
export function assertOwner(membership: LoadedMembership): void {
  if (!membership.isOwner) throw OrganizationError.ownerOnly();
}
