import type { z } from '@rubrica/config';
import { validationError } from '@rubrica/errors';

/**
 * Validates a request body, query or path value against its schema; on failure throws the spec's
 * 422 with one entry per field path (`emails.0`, `widgets.0.page`), each listing its messages.
 * `field` names a bare value that fails as a whole (`body` unless told).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field = 'body'): z.output<S> {
  // With the input on each issue, a missing field tells apart from a wrong one (its message's code).
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(result.error.issues, field);
}
