import type { z } from '@rubrica/config';
import { isAppError, type AppError } from '@rubrica/errors';
import { parseInput } from './parse-input.util.js';

/**
 * A request value checked at the route whose refusal waits for the use case: some routes must
 * answer other faults first (an unknown link is a 400 before a malformed body's 422), so the use
 * case reads `value` at that point, which throws the 422 `parseInput` would have.
 */
export class CheckedInput<T> {
  private constructor(private readonly outcome: { valid: T } | { refusal: AppError }) {}

  static of<S extends z.ZodType>(schema: S, input: unknown, field = 'body'): CheckedInput<z.output<S>> {
    try {
      return new CheckedInput<z.output<S>>({ valid: parseInput(schema, input, field) });
    } catch (error) {
      if (isAppError(error)) return new CheckedInput<z.output<S>>({ refusal: error });
      throw error;
    }
  }

  /** The valid value, or the spec's 422 thrown now. */
  get value(): T {
    if ('refusal' in this.outcome) throw this.outcome.refusal;
    return this.outcome.valid;
  }
}
