import { AppError } from '@rubrica/errors';
import type { z } from '@rubrica/config';

/**
 * Validates a request body, query or path parameter against its schema; on failure throws the
 * spec's 422 with one entry per field (`field` names a bare value).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field = 'body'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || field;
    const messages = (errors[name] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw AppError.validation(errors);
}
