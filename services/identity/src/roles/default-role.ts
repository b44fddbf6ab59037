import type { Permissions } from './role.entity.js';

/** The role every organization starts with (shown as 'Usuário padrão'); new members get it. */
export const DEFAULT_ROLE_NAME = 'Usuário';

/** A new member may send envelopes and nothing else. */
export function defaultRolePermissions(): Permissions {
  return {
    send_envelopes: true,
    attach_organizations: false,
    edit_organization: false,
    manage_teams: false,
    manage_users: false,
    manage_billing: false,
  };
}
