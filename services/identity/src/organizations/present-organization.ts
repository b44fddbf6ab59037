import { effectivePermissions } from '../memberships/membership-events.js';
import type { LoadedMembership } from '../memberships/memberships.service.js';
import { themeOrDefault } from './organization-theme.js';
import { logoUrl } from './organization-urls.js';

/** An organization as its member sees it (spec organization-and-commercial §3). */
export function presentOrganization(membership: LoadedMembership, publicUrl: string) {
  const { organization, role } = membership;
  return {
    id: organization.id,
    name: organization.name,
    logo: logoUrl(publicUrl, organization),
    is_owner: membership.isOwner,
    is_personal: organization.isPersonal,
    permissions: effectivePermissions(role.permissions, membership.isOwner),
    role: { id: role.id, name: role.name, is_default: role.isDefault },
    style: themeOrDefault(organization.theme),
    joined_at: membership.joinedAt.toISOString(),
    created_at: organization.createdAt.toISOString(),
  };
}

export type OrganizationView = ReturnType<typeof presentOrganization>;
