import { z } from '@rubrica/config';

/** Message for a value the client left out (undefined, null or blank). */
export const requiredMessage = (field: string): string => `The ${field} field is required.`;

export const maxMessage = (field: string, max: number): string =>
  `The ${field} may not be greater than ${max} characters.`;

/** A trimmed, non-blank string; `null`, a missing key and whitespace all read as "required". */
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
    .max(maxLength, maxMessage(label, maxLength));
}

/** A trimmed string where blank or null mean "cleared" (null) and a missing key "unchanged". */
export function nullableText(label: string, maxLength = 255) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `The ${label} must be a string.` })
      .trim()
      .max(maxLength, maxMessage(label, maxLength))
      .nullable()
      .optional(),
  );
}

/** First value of a query parameter that may have been repeated. */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** `?page=`: 1-based; anything that is not a positive integer reads as the first page. */
export const pageQuery = z.preprocess((value) => {
  const page = Number(firstValue(value));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}, z.number().int().min(1));

/** `?q=`: a trimmed search text, undefined when blank. */
export const searchQuery = z.preprocess((value) => {
  const text = firstValue(value);
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 255) : undefined;
}, z.string().optional());

/** A comma-separated list (`include=recipients,documents`), lowercased, blanks dropped. */
export const listQuery = z.preprocess((value) => {
  const text = firstValue(value);
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}, z.array(z.string()));

/** `?true`-like flags: `true` and `1` are on, anything else off. */
export const flagQuery = z.preprocess((value) => {
  const text = firstValue(value);
  return text === 'true' || text === '1';
}, z.boolean());
