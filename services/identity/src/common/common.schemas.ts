import { z } from '@rubrica/config';

/** Message for a value the client left out (undefined, null or blank). */
export const requiredMessage = (field: string): string => `The ${field} field is required.`;

/**
 * A trimmed, non-blank string; `null`, a missing key and whitespace all read as "required".
 * `label` is the field name as the messages show it.
 */
export function requiredText(label: string, maxLength = 255) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(label)
          : `The ${label} must be a string.`,
    })
    .trim()
    .min(1, requiredMessage(label))
    .max(maxLength, `The ${label} may not be greater than ${maxLength} characters.`);
}

/** A trimmed string where blank, null or absent mean "not given" (undefined). */
export function optionalText(label: string, maxLength = 255) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: `The ${label} must be a string.` })
      .trim()
      .max(maxLength, `The ${label} may not be greater than ${maxLength} characters.`)
      .optional(),
  );
}

/** `?page=`: 1-based; anything that is not a positive integer reads as the first page. */
export const pageQuery = z.preprocess((value) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}, z.number().int().min(1));

/** `?q=`: a trimmed search text, undefined when blank. */
export const searchQuery = z.preprocess((value) => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 255) : undefined;
}, z.string().optional());

export const listQuerySchema = z.object({ page: pageQuery, q: searchQuery });
export type ListQuery = z.infer<typeof listQuerySchema>;
