import { z } from '@rubrica/config';
import { AppError } from '@rubrica/errors';
import { parseInput } from './parse-input.util.js';
import { ZodInputPipe } from './zod-input.pipe.js';

const schema = z.object({ name: z.string().min(1), emails: z.array(z.email()).optional() });

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validation at the edge', () => {
  it('hands the route the parsed value', () => {
    expect(new ZodInputPipe(schema).transform({ name: 'Ana', extra: 1 })).toEqual({ name: 'Ana' });
  });

  it('answers the spec 422 with one entry per field path', () => {
    const error = refusal(() => new ZodInputPipe(schema).transform({ emails: ['nope'] }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['emails.0', 'name']);
  });

  it('reads a missing body as an empty one', () => {
    const error = refusal(() => parseInput(schema, undefined));
    expect(Object.keys(error.errors ?? {})).toEqual(['name']);
  });

  it('names a bare value that fails as a whole', () => {
    const error = refusal(() => new ZodInputPipe(z.string().uuid(), 'id').transform('x'));
    expect(Object.keys(error.errors ?? {})).toEqual(['id']);
  });
});
