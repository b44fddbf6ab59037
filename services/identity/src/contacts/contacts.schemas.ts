import { z } from '@rubrica/config';
import { internationalPhone, personFields, requiredText } from '../common/common.schemas.js';
import { isValidEmail } from '@rubrica/service-kit';
import type { ContactEntity } from './contact.entity.js';

/**
 * POST /contacts and PUT /contacts/:id (workspace-and-personal §5): name and a valid e-mail are
 * required, the phone is optional but must be a valid international number; values are trimmed.
 */
export const contactInputSchema = z.object({
  name: requiredText('name'),
  email: requiredText('email').transform((email, context) => {
    if (!isValidEmail(email)) {
      context.addIssue({ code: 'custom', message: 'The email must be a valid email address.' });
      return z.NEVER;
    }
    return email.toLowerCase();
  }),
  phone: internationalPhone(null),
});
export type ContactInput = z.output<typeof contactInputSchema>;

export const contactResponseSchema = z
  .object({
    ...personFields,
    phone: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Contact' });
export type ContactResponse = z.output<typeof contactResponseSchema>;

export function toContactResponse(contact: ContactEntity): ContactResponse {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    created_at: contact.createdAt.toISOString(),
    updated_at: contact.updatedAt.toISOString(),
  };
}

/** Who owns the address book being used: one per user within one organization. */
export interface ContactOwner {
  organizationId: string;
  userId: string;
}
