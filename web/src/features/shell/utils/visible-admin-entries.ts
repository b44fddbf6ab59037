import type { PermissionFlag } from '../../../app/session-api.js';

export type AdminEntry =
  | 'users'
  | 'teams'
  | 'roles'
  | 'settings'
  | 'subscription'
  | 'plan'
  | 'organization'
  | 'developer'
  | 'integrations';

/** What the user may do in the selected organization, as GET /organizations describes it. */
export interface WorkspaceAccess {
  isOwner: boolean;
  isPersonal: boolean;
  permissions: Partial<Record<PermissionFlag, boolean>>;
}

/** Until the selected organization is known, nothing administrative shows. */
export const NO_WORKSPACE_ACCESS: WorkspaceAccess = { isOwner: false, isPersonal: false, permissions: {} };

export type NavigationArea = 'business' | 'account';

// Workspace spec, "Layout and navigation": the entries of each sidebar, in display order.
const AREA_ENTRIES: Record<NavigationArea, readonly AdminEntry[]> = {
  business: [
    'users',
    'teams',
    'roles',
    'settings',
    'subscription',
    'plan',
    'organization',
    'developer',
    'integrations',
  ],
  account: ['plan', 'subscription', 'users', 'developer', 'integrations', 'settings'],
};

// Spec §6: a personal workspace has no people to manage, so these pages do not exist there.
const UNAVAILABLE_IN_PERSONAL: ReadonlySet<AdminEntry> = new Set(['users', 'teams', 'roles']);

// The billing pages (subscription and plan) are for owners and holders of manage_billing
// (organization spec §6), in either sidebar.
const BILLING_FLAGS: Partial<Record<AdminEntry, readonly PermissionFlag[]>> = {
  subscription: ['manage_billing'],
  plan: ['manage_billing'],
};

// The entries each sidebar opens to non-owners holding one of the flags. In the business sidebar,
// users and teams as the spec's layout says; roles live on the users page (manage_users); the
// organization settings show Settings and Themes with edit_organization and Plans with
// manage_billing (organization spec §6), so their holders get the entry that leads there. The
// account sidebar's other entries are the owner's.
const MEMBER_FLAGS: Record<NavigationArea, Partial<Record<AdminEntry, readonly PermissionFlag[]>>> = {
  business: {
    users: ['manage_users'],
    teams: ['manage_teams'],
    roles: ['manage_users'],
    organization: ['edit_organization', 'manage_billing'],
    ...BILLING_FLAGS,
  },
  account: BILLING_FLAGS,
};

/** The administration entries a sidebar shows for the selected organization. */
export function visibleAdminEntries(access: WorkspaceAccess, area: NavigationArea): AdminEntry[] {
  return AREA_ENTRIES[area].filter((entry) => {
    if (access.isPersonal && UNAVAILABLE_IN_PERSONAL.has(entry)) return false;
    if (access.isOwner) return true;
    // A personal workspace is its owner's alone: flags open nothing there.
    if (access.isPersonal) return false;
    const flags = MEMBER_FLAGS[area][entry] ?? [];
    return flags.some((flag) => access.permissions[flag] === true);
  });
}
