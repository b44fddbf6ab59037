import { validationError } from '@rubrica/errors';
import type { z } from '@rubrica/config';

/** Validates a request body or query against its schema; on failure, the spec's 422 per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
