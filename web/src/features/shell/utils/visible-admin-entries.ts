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
  account: ['plan', 'users', 'developer', 'integrations', 'settings'],
};

// Spec §6: a personal workspace has no people to manage, so these pages do not exist there.
const UNAVAILABLE_IN_PERSONAL: ReadonlySet<AdminEntry> = new Set(['users', 'teams', 'roles']);

// The business sidebar opens these to non-owners holding one of the flags; the account sidebar
// never does. Users and teams as the spec's layout says; roles live on the users page (manage_users);
// the organization settings show Settings and Themes with edit_organization and Plans with
// manage_billing (organization spec §6), so their holders get the entry that leads there.
const MEMBER_FLAGS: Partial<Record<AdminEntry, readonly PermissionFlag[]>> = {
  users: ['manage_users'],
  teams: ['manage_teams'],
  roles: ['manage_users'],
  organization: ['edit_organization', 'manage_billing'],
};

/** The administration entries a sidebar shows for the selected organization. */
export function visibleAdminEntries(access: WorkspaceAccess, area: NavigationArea): AdminEntry[] {
  return AREA_ENTRIES[area].filter((entry) => {
    if (access.isPersonal && UNAVAILABLE_IN_PERSONAL.has(entry)) return false;
    if (access.isOwner) return true;
    // A personal workspace is its owner's alone: flags open nothing there.
    if (access.isPersonal) return false;
    const flags = area === 'business' ? (MEMBER_FLAGS[entry] ?? []) : [];
    return flags.some((flag) => access.permissions[flag] === true);
  });
}
