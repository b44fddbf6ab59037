import { AppError } from '@rubrica/errors';
import type { z } from '@rubrica/config';

/**
 * Validates a request body or query against its schema; on failure throws the spec's 422 with one
 * entry per field (`name`, `parent`), each listing its messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw AppError.validation(errors);
}
