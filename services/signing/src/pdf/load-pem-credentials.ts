import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import type { SignerCredentials } from './signer.types.js';

const block = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

/**
 * Reads a private key and its certificate chain from PEM text (one file or several joined). The
 * certificate that matches the key is put first; the others follow in the order given.
 */
export function loadPemCredentials(pem: string): SignerCredentials {
  const blocks = [...pem.matchAll(block)];
  const keyBlock = blocks.find(([, label]) => label.endsWith('PRIVATE KEY'));
  if (!keyBlock) throw pdfError(PdfErrorCode.InvalidCredentials, 'The PEM text has no private key.');
  let key;
  try {
    key = createPrivateKey(keyBlock[0]);
  } catch (cause) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      `The private key cannot be read: ${cause instanceof Error ? cause.message : 'unknown error'}.`,
    );
  }
  const certificates = blocks
    .filter(([, label]) => label === 'CERTIFICATE')
    .map(([text]) => new X509Certificate(text));
  const publicKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const signer = certificates.find((c) =>
    c.publicKey.export({ type: 'spki', format: 'der' }).equals(publicKey),
  );
  if (!signer)
    throw pdfError(PdfErrorCode.InvalidCredentials, 'The PEM text has no certificate for its private key.');
  return {
    key,
    certificateChain: [signer, ...certificates.filter((c) => c !== signer)].map((c) => new Uint8Array(c.raw)),
  };
}
