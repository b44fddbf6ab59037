import { AppError, ErrorStatus } from './app-error.js';
import { errorFactory } from './error-factory.js';
import { fieldErrorFactory } from './field-error-factory.js';

type DemoCode = 'demo.missing' | 'demo.taken' | 'demo.too_long';

const STATUS_OF: Record<DemoCode, ErrorStatus> = {
  'demo.missing': ErrorStatus.NotFound,
  'demo.taken': ErrorStatus.Conflict,
  'demo.too_long': ErrorStatus.UnprocessableEntity,
};

describe('errorFactory', () => {
  const demoError = errorFactory((code: DemoCode) => STATUS_OF[code]);

  it('gives each error the status its code maps to, with the message as given', () => {
    const error = demoError('demo.missing', 'Not here.');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'demo.missing', status: 404, message: 'Not here.' });
    expect(demoError('demo.taken', 'Taken.').status).toBe(409);
  });

  it('keeps the field errors and params beside the message', () => {
    const error = demoError('demo.taken', 'Taken.', { name: ['Taken.'] }, { name: 'x' });
    expect(error.errors).toEqual({ name: ['Taken.'] });
    expect(error.params).toEqual({ name: 'x' });
  });
});

describe('fieldErrorFactory', () => {
  const formError = fieldErrorFactory((code: DemoCode) => STATUS_OF[code]);

  it('answers a 422 on the field, the code beside its message', () => {
    const error = formError('title', 'demo.too_long', 'Too long.', { max: 3 });
    expect(error).toMatchObject({ status: 422, code: 'validation.failed', errors: { title: ['Too long.'] } });
  });

  it('refuses a code that is not a form error', () => {
    expect(() => formError('title', 'demo.missing', 'Gone.')).toThrow('demo.missing is not a form error.');
  });
});
