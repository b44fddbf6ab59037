import { isRetryable } from '../signing-requests/signing-requests.exception.js';
import { QualifiedSignatureError } from './qualified-signatures.exception.js';

describe('qualified signature errors in the signing jobs', () => {
  it('retries a provider that failed or did not answer', () => {
    expect(isRetryable(QualifiedSignatureError.providerUnavailable('502 from the provider'))).toBe(true);
  });

  it.each([
    QualifiedSignatureError.sessionExpired(),
    QualifiedSignatureError.certificateRevoked(),
    QualifiedSignatureError.certificateExpired(),
    QualifiedSignatureError.certificateNotFound(),
    QualifiedSignatureError.stalePreparation('doc'),
    QualifiedSignatureError.invalidSignature('doc'),
    QualifiedSignatureError.preparationNotFound(),
    QualifiedSignatureError.providerError('refused'),
  ])('answers %s as failed at once', (error) => {
    expect(isRetryable(error)).toBe(false);
  });
});
