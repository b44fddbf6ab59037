import { PERMISSION_FLAGS } from './role.entity.js';
import type { PermissionFlag, RoleEntity } from './role.entity.js';
import type { UserSummary } from '../users/user-summary.js';

/** A role with its flags at the top level (spec §3) and, when given, its users. */
export function presentRole(role: RoleEntity, users?: { preview: UserSummary[]; amount: number }) {
  const flags = Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, role.permissions[flag] === true]),
  ) as Record<PermissionFlag, boolean>;
  return {
    id: role.id,
    name: role.name,
    is_default: role.isDefault,
    is_protected: role.isProtected,
    created_at: role.createdAt.toISOString(),
    ...flags,
    ...(users ? { users: users.preview, amount_users: users.amount } : {}),
  };
}
