import { z } from '@rubrica/config';
import { firstValue, maxMessage } from '@rubrica/service-kit';

export {
  firstValue,
  maxMessage,
  pageQuery,
  requiredMessage,
  requiredText,
  searchQuery,
} from '@rubrica/service-kit';

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
