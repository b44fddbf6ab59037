import { validationError } from '@rubrica/errors';
import type { z } from '@rubrica/config';

/**
 * Validates a request body or query against its schema; on failure throws the spec's 422 with
 * one entry per field path (`addressees.0.value`, `widgets.0.page`), each listing its messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // With the input on each issue, a missing field tells apart from a wrong one (its message's code).
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
