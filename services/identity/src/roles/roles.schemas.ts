import { z } from '@rubrica/config';
import { requiredMessage, requiredText } from '../common/common.schemas.js';
import { PERMISSION_FLAGS, type PermissionFlag } from './role.entity.js';

function flag(field: string) {
  return z.boolean({ error: `The ${field} field must be true or false.` }).optional();
}

const flagFields = Object.fromEntries(PERMISSION_FLAGS.map((name) => [name, flag(name)])) as Record<
  PermissionFlag,
  ReturnType<typeof flag>
>;

/** Spec: role name required; flags optional booleans (false when absent). */
export const createRoleSchema = z.object({ name: requiredText('name', 255), ...flagFields });

/** The name field is disabled when editing (spec: role edit): only flags change. */
export const updateRoleSchema = z.object({ name: z.unknown().optional(), ...flagFields });

/** `{ users: [ids] }` for role and team membership calls. */
export const userIdsSchema = z.object({
  users: z
    .array(z.string({ error: 'Each user must be an id.' }), {
      error: (issue) => (issue.input == null ? requiredMessage('users') : 'The users must be a list of ids.'),
    })
    .max(500, 'Send at most 500 users at a time.'),
});
