import { z } from '@rubrica/config';
import { maxMessage, pageQuery, searchQuery } from '@rubrica/service-kit';

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

export const listQuerySchema = z.object({ page: pageQuery, q: searchQuery });
export type ListQuery = z.infer<typeof listQuerySchema>;
