import type { PipeTransform } from '@nestjs/common';
import type { z } from '@rubrica/config';
import { parseInput } from './parse-input.util.js';

/**
 * Validation at the edge: `@Body(new ZodInputPipe(schema))` (or `@Query`) hands the route a typed
 * command, or answers the spec's 422 exactly as `parseInput` does.
 */
export class ZodInputPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly field = 'body',
  ) {}

  transform(value: unknown): z.output<S> {
    return parseInput(this.schema, value, this.field);
  }
}
