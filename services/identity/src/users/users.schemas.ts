import { z } from '@rubrica/config';
import { requiredMessage } from '../common/common.schemas.js';

/** PUT /users/{id}/permissions: the role the member holds (flags belong to roles). */
export const userPermissionsSchema = z.object({
  role: z
    .string({
      error: (issue) => (issue.input == null ? requiredMessage('role') : 'The selected role is invalid.'),
    })
    .min(1, requiredMessage('role')),
});
