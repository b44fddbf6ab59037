import { createPublicKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { BoundedCache, bytesKey } from './bounded-cache.util.js';
import { withAppendedOutput, type AppendedOutput } from './appended-output.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { buildSignedData } from './signed-data.util.js';
import { writeSignatureRevision } from './signature-revision.js';
import {
  TIMESTAMP_RESERVE_BYTES,
  type SignatureDetails,
  type SignatureTimestamper,
  type SignerCredentials,
} from './signer.types.js';
import { signingAlgorithmOf } from './signing-algorithm.util.js';
import type { Drawing } from './drawing.types.js';
import type { StampMode } from './stamp-revision.js';

export interface SignPdfOptions extends SignatureDetails {
  signer: SignerCredentials;
  /** The signer's field values and contents, drawn in the signature's own revision. */
  drawings?: readonly Drawing[];
  /** How those drawings go in (see StampMode); `auto` when absent. */
  stampMode?: StampMode;
  /**
   * Asked for an RFC 3161 token over the signature value once the signature is made; a token is
   * carried as the signature's id-aa-signatureTimeStampToken (PAdES B-T).
   */
  timestamp?: SignatureTimestamper;
  /** Room for that token in /Contents (TIMESTAMP_RESERVE_BYTES when `timestamp` is given). */
  timestampReserveBytes?: number;
}

export interface SignPdfResult extends AppendedOutput {
  fieldName: string;
  /** The signature carries a timestamp token. */
  timestamped: boolean;
  /** The input could not take an appended revision and had no signature, so it was rewritten once. */
  fullRewrite: boolean;
}

/**
 * Appends a PAdES signature (ETSI.CAdES.detached, SHA-256, signing-certificate-v2) made with a key
 * the platform holds, with the signer's drawings (if any) in the same revision. Every earlier
 * signature stays valid: the input is an exact prefix of the output. The document is read once
 * and hashed once; the CMS goes into the appended bytes before they are joined to the source.
 */
export async function signPdf(source: Uint8Array, options: SignPdfOptions): Promise<SignPdfResult> {
  const { signer, timestamp, ...request } = options;
  const chain = signer.certificateChain;
  if (chain.length === 0) throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  if (!sameKey(signer, chain[0])) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The private key does not belong to the signing certificate.',
    );
  }
  const revision = await writeSignatureRevision(source, {
    ...request,
    certificateChain: chain,
    timestampReserveBytes: request.timestampReserveBytes ?? (timestamp ? TIMESTAMP_RESERVE_BYTES : 0),
  });
  // Node signs RSA as PKCS#1 v1.5 and ECDSA as DER, the forms CMS carries.
  const signature = sign('sha256', revision.signedAttributesDer, signer.key);
  const timestampToken = timestamp ? await timestamp(signature) : undefined;
  const cms = buildSignedData({
    signedAttributesDer: revision.signedAttributesDer,
    signature,
    certificateChain: chain,
    algorithm: signingAlgorithmOf(chain[0]),
    ...(timestampToken ? { timestampToken } : {}),
  });
  const hex = Buffer.from(cms).toString('hex');
  const { contentsStart, contentsLength } = revision.placeholder;
  if (hex.length > contentsLength) {
    throw pdfError(
      PdfErrorCode.SignatureTooLarge,
      `The signature needs ${cms.length} bytes; ${contentsLength / 2} were reserved.`,
    );
  }
  revision.appended.write(hex, contentsStart - revision.source.length, 'latin1');
  const outcome = {
    fieldName: revision.fieldName,
    fullRewrite: revision.fullRewrite,
    timestamped: timestampToken !== undefined,
  };
  return withAppendedOutput(outcome, [revision.source, revision.appended]);
}

// Credentials are loaded once per worker: the pairing of a key and its certificate is checked once.
const pairings = new WeakMap<KeyObject, BoundedCache<string, boolean>>();

function sameKey(signer: SignerCredentials, certificateDer: Uint8Array): boolean {
  let checked = pairings.get(signer.key);
  if (!checked) {
    checked = new BoundedCache<string, boolean>(4);
    pairings.set(signer.key, checked);
  }
  return checked.get(bytesKey(certificateDer), () => checkPairing(signer, certificateDer));
}

function checkPairing(signer: SignerCredentials, certificateDer: Uint8Array): boolean {
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
