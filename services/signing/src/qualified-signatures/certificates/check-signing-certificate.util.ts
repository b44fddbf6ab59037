import { QualifiedSignatureError } from '../qualified-signatures.exception.js';
import { readCertificate, type CertificateFacts } from './read-certificate.util.js';

/**
 * The signer's certificate (first of `chain`) read and judged fit to sign now: within its
 * validity (`signing.certificate_expired` after it) and with a digital-signature or
 * non-repudiation key usage (`signing.certificate_invalid` otherwise).
 */
export function checkSigningCertificate(chain: Uint8Array[], now = new Date()): CertificateFacts {
  const facts = readCertificate(chain[0]);
  if (now > facts.notAfter) throw QualifiedSignatureError.certificateExpired();
  if (now < facts.notBefore)
    throw QualifiedSignatureError.certificateInvalid('The certificate is not valid yet.');
  if (!facts.canSign) {
    throw QualifiedSignatureError.certificateInvalid('The certificate does not allow signing documents.');
  }
  return facts;
}
