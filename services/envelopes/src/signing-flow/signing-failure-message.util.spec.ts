import { signingFailureMessage } from './signing-failure-message.util.js';

describe('signingFailureMessage', () => {
  it('words each certificate failure as section 8 does, prefixed and naming the signer', () => {
    expect(signingFailureMessage('Ana', 'signing.certificate_not_found')).toBe(
      'Signature of Ana failed. Could not complete the signature. No certificate found.',
    );
    expect(signingFailureMessage('Ana', 'signing.certificate_expired')).toBe(
      'Signature of Ana failed. Could not complete the signature. The certificate has expired.',
    );
  });

  it('keeps the generic line for failures that are not about the certificate', () => {
    expect(signingFailureMessage('Ana', 'pdf.unreadable')).toBe('Signature could not be processed');
  });
});
