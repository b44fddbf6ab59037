import { createPublicKey, sign, X509Certificate } from 'node:crypto';
import { completeExternalSignature } from './complete-external-signature.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { prepareExternalSignature } from './prepare-external-signature.js';
import type { SignatureDetails, SignerCredentials } from './signer.types.js';

export interface SignPdfOptions extends SignatureDetails {
  signer: SignerCredentials;
}

export interface SignPdfResult {
  pdf: Uint8Array;
  fieldName: string;
  /** The input could not take an appended revision and had no signature, so it was rewritten once. */
  fullRewrite: boolean;
}

/**
 * Appends a PAdES signature (ETSI.CAdES.detached, SHA-256, signing-certificate-v2) made with a key
 * the platform holds. Every earlier signature stays valid: the input is an exact prefix of the output.
 * The same two steps as an external signature, with the key at hand.
 */
export async function signPdf(source: Uint8Array, options: SignPdfOptions): Promise<SignPdfResult> {
  const { signer, ...details } = options;
  const chain = signer.certificateChain;
  if (chain.length === 0) throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  if (!sameKey(signer, chain[0])) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The private key does not belong to the signing certificate.',
    );
  }
  const prepared = await prepareExternalSignature(source, { ...details, certificateChain: chain });
  // Node signs RSA as PKCS#1 v1.5 and ECDSA as DER, the forms CMS carries.
  const signature = sign('sha256', prepared.signedAttributesDer, signer.key);
  const pdf = completeExternalSignature(
    prepared.preparedPdf,
    prepared.signedAttributesDer,
    signature,
    chain,
    {
      inPlace: true,
    },
  );
  return { pdf, fieldName: prepared.fieldName, fullRewrite: prepared.fullRewrite };
}

function sameKey(signer: SignerCredentials, certificateDer: Uint8Array): boolean {
  try {
    const fromKey = createPublicKey(signer.key).export({ type: 'spki', format: 'der' });
    const fromCertificate = new X509Certificate(certificateDer).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    return fromKey.equals(fromCertificate);
  } catch {
    return false;
  }
}
