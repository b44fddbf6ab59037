import { z } from '@rubrica/config';
import { THEME_FIELDS } from '../organizations/organization-theme.js';
import { personFields } from './common.schemas.js';
import { PERMISSION_FLAGS } from '../roles/role.entity.js';

// The answers of the organization's member routes (users, teams, roles, organizations); the
// route table (http-routes.schemas.ts) holds each to its handler's return type.

const named = z.object({ id: z.string(), name: z.string() });
const roleSummary = named.extend({ is_default: z.boolean() });
export const permissionsSchema = z.record(z.enum(PERMISSION_FLAGS), z.boolean());
const roleFlags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof PERMISSION_FLAGS)[number],
  z.ZodBoolean
>;

export const userSummarySchema = z
  .object({
    ...personFields,
    avatar: z.string().nullable(),
  })
  .meta({ id: 'UserSummary' });

/** `users` and `amount_users` come with `include=users-preview` (lists) or on one group. */
const groupMembers = {
  users: z.array(userSummarySchema).optional(),
  amount_users: z.number().int().optional(),
};

export const teamResponseSchema = z
  .object({
    ...groupMembers,
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Team' });

export const roleResponseSchema = z
  .object({
    ...groupMembers,
    id: z.string(),
    name: z.string(),
    is_default: z.boolean(),
    is_protected: z.boolean(),
    created_at: z.string(),
    // Every role answer carries its flags at the top level (spec §3, present-role.ts).
    ...roleFlags,
  })
  .meta({ id: 'Role' });

export const memberResponseSchema = z
  .object({
    ...personFields,
    avatar: z.string().nullable(),
    joined_at: z.string(),
    is_owner: z.boolean(),
    role: roleSummary,
    roles: z.array(roleSummary),
    teams: z.array(named),
    permissions: permissionsSchema,
  })
  .meta({ id: 'Member' });

/** `?extended=true` adds the member's contact details. */
export const extendedMemberResponseSchema = memberResponseSchema.extend({
  phone: z.string().nullable().optional(),
  lang: z.string().optional(),
  email_verified: z.boolean().optional(),
});

export const memberPermissionsResponseSchema = z
  .object({
    user_id: z.string(),
    is_owner: z.boolean(),
    role: roleSummary,
    permissions: permissionsSchema,
  })
  .meta({ id: 'MemberPermissions' });

export const themeResponseSchema = z.object(
  Object.fromEntries(THEME_FIELDS.map((field) => [field, z.string()])) as Record<
    (typeof THEME_FIELDS)[number],
    z.ZodString
  >,
);

export const organizationStatsSchema = z
  .object({
    users: z.number().int(),
    invitations: z.number().int(),
    /** Bytes of storage used. */
    storage: z.number(),
  })
  .meta({ id: 'OrganizationStats' });

export const organizationResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    is_owner: z.boolean(),
    is_personal: z.boolean(),
    permissions: permissionsSchema,
    role: roleSummary,
    style: themeResponseSchema,
    joined_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Organization' });

/** `?extended=true` adds the figures and the owners. */
export const extendedOrganizationResponseSchema = organizationResponseSchema.extend({
  stats: organizationStatsSchema.optional(),
  owners: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })).optional(),
});
