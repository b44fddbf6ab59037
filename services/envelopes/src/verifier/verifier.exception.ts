import { envelopesError } from '../common/envelopes.errors.js';

/** Errors of the public verifier. */
export const VerifierError = {
  unknownCode: () => envelopesError('verifier.unknown_code', 'No envelope has this validation code.'),
  nothingToCheck: () =>
    envelopesError('verifier.nothing_to_check', 'The given data was invalid.', {
      code: ['The code field is required.'],
    }),
};
