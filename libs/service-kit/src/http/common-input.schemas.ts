import { z } from '@rubrica/config';

// Input building blocks every service's routes check the same way, so a field left out, a text too
// long or an odd `?page=` gets the same answer whichever service owns the route.

/** Message for a value the client left out (undefined, null or blank). */
export const requiredMessage = (field: string): string => `The ${field} field is required.`;

export const maxMessage = (field: string, max: number): string =>
  `The ${field} may not be greater than ${max} characters.`;

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
    .max(maxLength, maxMessage(label, maxLength));
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
