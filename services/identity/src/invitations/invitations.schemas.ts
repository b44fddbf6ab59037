import { isUuid } from '@rubrica/service-kit';
import { z } from '@rubrica/config';
import type { InvitationEntity } from './invitation.entity.js';

/** Team ids: a list (a lone value is read as a list of one); any item that is not an id fails `teams`. */
const teamIds = z.preprocess(
  (value) =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  z
    .array(z.unknown())
    .refine((ids) => ids.every(isUuid), { message: 'The selected teams are invalid.' })
    .transform((ids) => [...new Set(ids as string[])]),
);

const isRoleId = (role: unknown): role is string => isUuid(role);

/**
 * POST /invitations {emails[], role, teams[]} (workspace-and-personal §5): at least one address,
 * each a non-blank text (its format is judged later: bad ones are reported as invalid, not
 * refused); a role is required. Errors use the SPA's field names: `emails.N`, `roles`, `teams`.
 */
export const inviteMembersSchema = z
  .object({
    emails: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .array(z.unknown(), { error: 'The emails field is required.' })
        .min(1, 'The emails field is required.'),
    ),
    role: z.unknown().optional(),
    teams: teamIds,
  })
  .superRefine((input, context) => {
    input.emails.forEach((email, index) => {
      if (typeof email === 'string' && email.trim() !== '') return;
      const message =
        email === undefined || email === null || typeof email === 'string'
          ? `The emails.${index} field is required.`
          : `The emails.${index} must be a string.`;
      context.addIssue({ code: 'custom', path: ['emails', index], message });
    });
    if (input.role === undefined || input.role === null || input.role === '') {
      context.addIssue({ code: 'custom', path: ['roles'], message: 'The roles field is required.' });
    } else if (!isRoleId(input.role)) {
      context.addIssue({ code: 'custom', path: ['roles'], message: 'The selected role is invalid.' });
    }
  })
  .transform((input) => ({
    emails: (input.emails as string[]).map((email) => email.trim()),
    roleId: input.role as string,
    teamIds: input.teams,
  }));
export type InviteMembersInput = z.output<typeof inviteMembersSchema>;

/** The form fields sent with POST /invitations/import: the role (the default one when absent) and teams. */
export const importInvitationsSchema = z
  .object({ role: z.unknown().optional(), teams: teamIds })
  .superRefine((input, context) => {
    if (input.role === undefined || input.role === null || input.role === '') return;
    if (!isRoleId(input.role)) {
      context.addIssue({ code: 'custom', path: ['roles'], message: 'The selected role is invalid.' });
    }
  })
  .transform((input) => ({
    roleId: typeof input.role === 'string' && input.role !== '' ? input.role : undefined,
    teamIds: input.teams,
  }));

/** The answer to an invitation request (the invite modal's results step). */
export const invitationResultSchema = z
  .object({
    /** Addresses that now have an invitation on the way. */
    invited: z.array(z.string()),
    /** Already in the organization, or already invited. */
    ignored: z.array(z.string()),
    /** Not an e-mail address. */
    invalid: z.array(z.string()),
  })
  .meta({ id: 'InvitationResult' });
export type InvitationResult = z.output<typeof invitationResultSchema>;

export const invitationResponseSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role_id: z.string(),
    created_at: z.string(),
    last_sent_at: z.string(),
    expires_at: z.string(),
    is_expired: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type InvitationResponse = z.output<typeof invitationResponseSchema>;

export function toInvitationResponse(invitation: InvitationEntity, now = new Date()): InvitationResponse {
  return {
    id: invitation.id,
    email: invitation.email,
    role_id: invitation.roleId,
    created_at: invitation.createdAt.toISOString(),
    last_sent_at: invitation.lastSentAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    is_expired: invitation.expiresAt.getTime() <= now.getTime(),
  };
}

/** GET /organizations/invitations/:token: what the acceptance page shows before accepting. */
export const invitationPreviewSchema = z
  .object({
    organization: z.object({ id: z.string(), name: z.string() }),
    email: z.string(),
    role: z.object({ id: z.string(), name: z.string() }),
    expires_at: z.string(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;
