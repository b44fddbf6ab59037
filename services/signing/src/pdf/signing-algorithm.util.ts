import { X509Certificate } from 'node:crypto';
import { BoundedCache, bytesKey } from './bounded-cache.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

/** How a certificate's key signs: RSA PKCS#1 v1.5 or ECDSA, always over SHA-256. */
export interface SigningAlgorithm {
  keyType: 'RSA' | 'EC';
  /** The CMS SignerInfo signatureAlgorithm OID. */
  oid: string;
  /** Largest signature the key produces, in bytes (sizes the placeholder). */
  maxSignatureBytes: number;
}

// A worker signs with the same few certificates: each is read once.
const algorithms = new BoundedCache<string, SigningAlgorithm>(16);

export function signingAlgorithmOf(certificateDer: Uint8Array): SigningAlgorithm {
  return algorithms.get(bytesKey(certificateDer), () => readAlgorithm(certificateDer));
}

function readAlgorithm(certificateDer: Uint8Array): SigningAlgorithm {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificateDer);
  } catch {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The signing certificate is not a readable X.509 certificate.',
    );
  }
  const key = certificate.publicKey;
  switch (key.asymmetricKeyType) {
    case 'rsa': {
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 4096;
      return { keyType: 'RSA', oid: '1.2.840.113549.1.1.11', maxSignatureBytes: Math.ceil(bits / 8) };
    }
    case 'ec':
      return { keyType: 'EC', oid: '1.2.840.10045.4.3.2', maxSignatureBytes: 140 };
    default:
      throw pdfError(
        PdfErrorCode.InvalidCredentials,
        `Certificates with ${key.asymmetricKeyType ?? 'unknown'} keys cannot sign PDFs here; use RSA or EC.`,
      );
  }
}
