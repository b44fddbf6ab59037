import { z } from '@rubrica/config';
import { requiredMessage, requiredText } from '../common/common.schemas.js';
import { THEME_FIELDS } from './organization-theme.js';

/** Spec (organization-and-commercial §5): name required, at most 50 characters. */
export const organizationNameSchema = z.object({ name: requiredText('name', 50) });
export type OrganizationNameInput = z.infer<typeof organizationNameSchema>;

export const deleteOrganizationSchema = z.object({
  password: z.string({ error: requiredMessage('password') }).min(1, requiredMessage('password')),
});

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function colour(field: string) {
  return z
    .string({
      error: (issue) =>
        issue.input == null ? requiredMessage(field) : `The ${field} must be a colour like #1a2b3c.`,
    })
    .trim()
    .regex(HEX_COLOUR, `The ${field} must be a colour like #1a2b3c.`)
    .transform((value) => value.toLowerCase());
}

export const themeSchema = z.object(
  Object.fromEntries(THEME_FIELDS.map((field) => [field, colour(field)])) as Record<
    (typeof THEME_FIELDS)[number],
    ReturnType<typeof colour>
  >,
);

export const extendedQuerySchema = z.object({
  extended: z.preprocess((value) => value === 'true' || value === '1' || value === '', z.boolean()),
});
