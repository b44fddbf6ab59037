import { z } from '@rubrica/config';
import { internationalPhone, optionalText, personFields } from '../common/common.schemas.js';
import { PERMISSION_FLAGS } from '../roles/role.entity.js';

/** Interface languages (workspace-and-personal §2, Localisation). */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * PATCH /me (workspace-and-personal §5): empty fields keep their old values; the phone follows
 * the international rule; the CPF is sent digits only (whether it is required and valid depends
 * on the edition, decided by the use case).
 */
export const updateProfileSchema = z.object({
  name: optionalText('name'),
  phone: internationalPhone(undefined),
  cpf: optionalText('cpf', 32).refine((cpf) => cpf === undefined || /^\d+$/.test(cpf), {
    message: 'The cpf must contain digits only.',
  }),
});
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

export const changeLanguageSchema = z.object({
  lang: z.enum(LANGUAGES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'The lang field is required.'
        : 'The selected lang is invalid.',
  }),
});

/** GET /me: the user, and their place in the organization named by X-Organization (if any). */
const namedSchema = z.object({ id: z.string(), name: z.string() });
export const profileResponseSchema = z
  .object({
    ...personFields,
    phone: z.string().nullable(),
    /** Digits only; null in the US version. */
    cpf: z.string().nullable(),
    avatar: z.string().nullable(),
    lang: z.string(),
    email_verified: z.boolean(),
    registration_completed: z.boolean(),
    is_usa_version: z.boolean(),
    created_at: z.string(),
    personal_organization_id: z.string().nullable(),
    /** The organization of X-Organization, when the user belongs to it; the fields below describe it. */
    organization: z.object({ id: z.string(), name: z.string(), is_personal: z.boolean() }).nullable(),
    joined_at: z.string().nullable(),
    is_owner: z.boolean(),
    roles: z.array(namedSchema),
    teams: z.array(namedSchema),
    permissions: z.record(z.enum(PERMISSION_FLAGS), z.boolean()),
  })
  .meta({ id: 'Profile' });
export type ProfileResponse = z.output<typeof profileResponseSchema>;
