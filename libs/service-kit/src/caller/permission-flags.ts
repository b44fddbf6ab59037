/** Permission flags of the spec (workspace-and-personal §6); the gateway sends them in `X-Permissions`. */
export const PERMISSION_FLAGS = [
  'send_envelopes',
  'attach_organizations',
  'edit_organization',
  'manage_teams',
  'manage_users',
  'manage_billing',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;
