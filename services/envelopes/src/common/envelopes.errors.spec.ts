import { ErrorStatus } from '@rubrica/errors';
import { envelopesError, envelopesFieldError, relayedError } from './envelopes.errors.js';

describe('envelopes errors', () => {
  it('answers each code with the status the spec gives it, the body keeping message and field errors', () => {
    const error = envelopesError(
      'document.too_many_files',
      'MAX_FILES_REACHED',
      { file: ['At most 3.'] },
      { max: 3 },
    );
    expect(error.status).toBe(ErrorStatus.UnprocessableEntity);
    expect(error.toBody()).toEqual({
      message: 'MAX_FILES_REACHED',
      code: 'document.too_many_files',
      params: { max: 3 },
      errors: { file: ['At most 3.'] },
    });
    expect(envelopesError('token.invalid', 'invalid token').status).toBe(ErrorStatus.BadRequest);
    expect(envelopesError('envelope.no_credits', 'no credits available').status).toBe(
      ErrorStatus.PaymentRequired,
    );
    expect(envelopesError('signing.already_submitted', 'x').status).toBe(ErrorStatus.Conflict);
    expect(envelopesError('signing.unavailable', 'x').status).toBe(ErrorStatus.Unavailable);
  });

  it('puts a form error under its field, coded, with validation.failed on top', () => {
    expect(envelopesFieldError('value', 'identifier.cpf_invalid', 'The CPF is not valid.').toBody()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation.failed',
      errors: { value: ['The CPF is not valid.'] },
      field_codes: { value: [{ code: 'identifier.cpf_invalid' }] },
    });
  });

  it('refuses to make a form error of a code that is not a 422', () => {
    expect(() => envelopesFieldError('token', 'token.invalid', 'invalid token')).toThrow(/not a form error/);
  });

  it('relays another service’s refusal with its code and message under the status given', () => {
    const refusal = envelopesError('signing.unavailable', 'Certificate expired.');
    const relayed = relayedError(refusal, ErrorStatus.Conflict);
    expect([relayed.code, relayed.status, relayed.message]).toEqual([
      'signing.unavailable',
      ErrorStatus.Conflict,
      'Certificate expired.',
    ]);
  });
});
