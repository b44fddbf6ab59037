import { appendOutboxEvent } from '@rubrica/service-kit';
import type { EntityManager } from 'typeorm';
import { MembershipChange, timestampNow } from '@rubrica/proto';
import type { Permissions } from '../roles/role.entity.js';

const SUBJECT = 'rubrica.identity.membership.changed';

export interface MembershipFacts {
  userId: string;
  organizationId: string;
  isOwner: boolean;
  role?: { id: string; name: string; permissions: Permissions };
}

const CHANGES = {
  added: MembershipChange.ADDED,
  updated: MembershipChange.UPDATED,
  removed: MembershipChange.REMOVED,
} as const;

/**
 * Records `rubrica.identity.membership.changed` in the outbox of the caller's transaction, so
 * the gateway and other services drop what they cached about this user in this organization.
 */
export async function appendMembershipChanged(
  manager: EntityManager,
  change: keyof typeof CHANGES,
  facts: MembershipFacts,
): Promise<void> {
  const removed = change === 'removed';
  const role = removed ? undefined : facts.role;
  const effective = role && effectivePermissions(role.permissions, facts.isOwner);
  await appendOutboxEvent(manager, SUBJECT, {
    userId: facts.userId,
    organizationId: facts.organizationId,
    occurredAt: timestampNow(),
    change: CHANGES[change],
    isOwner: removed ? false : facts.isOwner,
    role: role ? { id: role.id, name: role.name } : undefined,
    permissions: effective
      ? {
          sendEnvelopes: effective.send_envelopes,
          attachOrganizations: effective.attach_organizations,
          editOrganization: effective.edit_organization,
          manageTeams: effective.manage_teams,
          manageUsers: effective.manage_users,
          manageBilling: effective.manage_billing,
        }
      : undefined,
  });
}

/** A role's flags as a member holds them: owners have every one. */
export function effectivePermissions(role: Permissions, isOwner: boolean): Permissions {
  return {
    send_envelopes: isOwner || role.send_envelopes === true,
    attach_organizations: isOwner || role.attach_organizations === true,
    edit_organization: isOwner || role.edit_organization === true,
    manage_teams: isOwner || role.manage_teams === true,
    manage_users: isOwner || role.manage_users === true,
    manage_billing: isOwner || role.manage_billing === true,
  };
}
