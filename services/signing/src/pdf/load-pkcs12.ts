import { createPublicKey, KeyObject, webcrypto, X509Certificate } from 'node:crypto';
import type { P12Signer } from '@libpdf/core';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import type { SignerCredentials } from './signer.types.js';

/**
 * Reads a PKCS#12 (.p12/.pfx) file once into a KeyObject and its certificate chain. Node's crypto
 * cannot read PKCS#12; the PDF library's reader handles both OpenSSL 3's default (PBES2/AES) and
 * the legacy 3DES/RC2 files Windows and many ICP-Brasil A1 issuers produce.
 */
export async function loadPkcs12(file: Uint8Array, password: string): Promise<SignerCredentials> {
  // The library is loaded here only: reading credentials happens once per process.
  const library = await import('@libpdf/core');
  let reader: P12Signer;
  try {
    reader = await library.P12Signer.create(file, password);
  } catch (cause) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      `The PKCS#12 file cannot be read: ${cause instanceof Error ? cause.message : 'unknown error'}.`,
    );
  }
  // The reader keeps the decrypted key as an extractable CryptoKey; signing happens with Node's
  // crypto, so it is taken once as a KeyObject (pinned library version: see the README).
  const cryptoKey = (reader as unknown as { privateKey?: webcrypto.CryptoKey }).privateKey;
  let key: KeyObject;
  try {
    key = KeyObject.from(cryptoKey as webcrypto.CryptoKey);
  } catch {
    throw pdfError(PdfErrorCode.InvalidCredentials, 'The PKCS#12 file holds no usable private key.');
  }

  const certificates = [reader.certificate, ...reader.certificateChain];
  const publicKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const signerIndex = certificates.findIndex((der) =>
    new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' }).equals(publicKey),
  );
  if (signerIndex === -1) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The PKCS#12 file has no certificate for its private key.',
    );
  }
  const signer = certificates[signerIndex];
  return { key, certificateChain: [signer, ...certificates.filter((_, index) => index !== signerIndex)] };
}
