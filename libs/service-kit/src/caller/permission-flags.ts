import type { PermissionFlags } from '@rubrica/proto';

/** Permission flags of the spec (workspace-and-personal §6), as proto's `Permissions` names them; the gateway sends them in `X-Permissions`. */
export { PERMISSION_FLAGS, type PermissionFlag } from '@rubrica/proto';
export type Permissions = PermissionFlags;
