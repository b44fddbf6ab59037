import type { ParseKeys } from 'i18next';

import type { PermissionFlag } from '../../app/session-api.js';

/** The six flags a role grants, in the spec's order, with their labels (workspace spec §3, role). */
export const PERMISSION_FLAG_LABELS: Record<PermissionFlag, ParseKeys> = {
  send_envelopes: 'users.roles.flags.send_envelopes',
  attach_organizations: 'users.roles.flags.attach_organizations',
  edit_organization: 'users.roles.flags.edit_organization',
  manage_teams: 'users.roles.flags.manage_teams',
  manage_users: 'users.roles.flags.manage_users',
  manage_billing: 'users.roles.flags.manage_billing',
};

/** The six flags, in the spec's order. */
export const PERMISSION_FLAGS = Object.keys(PERMISSION_FLAG_LABELS) as PermissionFlag[];
