import { z } from '@rubrica/config';
import { isAppError } from '@rubrica/errors';
import { CheckedInput } from './checked-input.js';

const schema = z.object({ value: z.string() });

describe('CheckedInput', () => {
  it('gives the parsed value of a valid body', () => {
    expect(CheckedInput.of(schema, { value: 'a', other: 1 }).value).toEqual({ value: 'a' });
  });

  it('keeps an invalid body’s 422 until the value is read, then throws it as parseInput would', () => {
    const checked = CheckedInput.of(schema, { value: 3 });
    let thrown: unknown;
    try {
      void checked.value;
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown) && thrown.status).toBe(422);
    expect(isAppError(thrown) && Object.keys(thrown.errors ?? {})).toEqual(['value']);
  });
});
