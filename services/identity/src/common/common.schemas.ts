import { z } from '@rubrica/config';
import { maxMessage, pageQuery, searchQuery } from '@rubrica/service-kit';
import { toE164Phone } from './to-e164-phone.util.js';

export { pageQuery, requiredMessage, requiredText, searchQuery } from '@rubrica/service-kit';

/** A trimmed string where blank, null or absent mean "not given" (undefined). */
export function optionalText(label: string, maxLength = 255) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: `The ${label} must be a string.` })
      .trim()
      .max(maxLength, maxMessage(label, maxLength))
      .optional(),
  );
}

/**
 * An optional phone as optionalText reads it, answered in E.164 and refused unless it is a real
 * international number; `absent` stands for one not given.
 */
export function internationalPhone<Absent extends null | undefined>(absent: Absent) {
  return optionalText('phone', 32).transform((phone, context) => {
    if (phone === undefined) return absent;
    const e164 = toE164Phone(phone);
    if (!e164) {
      context.addIssue({ code: 'custom', message: 'The phone must be a valid international phone number.' });
      return z.NEVER;
    }
    return e164;
  });
}

/** The fields every answer about a person (a user, a member, a contact) starts with. */
export const personFields = { id: z.string(), name: z.string(), email: z.string() };

export const listQuerySchema = z.object({ page: pageQuery, q: searchQuery });
export type ListQuery = z.infer<typeof listQuerySchema>;
