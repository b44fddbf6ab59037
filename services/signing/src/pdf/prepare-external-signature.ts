import { createHash } from 'node:crypto';
import type { Signer } from '@libpdf/core';
import { digestByteRange } from './digest-byte-range.util.js';
import { openPdf } from './open-pdf.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { buildSignedAttributes } from './signed-attributes.util.js';
import { findSignaturePlaceholder } from './signature-placeholder.util.js';
import { signaturePolicies, type SignaturePolicy } from './signature-policy.js';
import type { SignatureDetails } from './signer.types.js';
import { signingAlgorithmOf } from './signing-algorithm.util.js';

export interface ExternalSignatureRequest extends SignatureDetails {
  /** DER, signer first. */
  certificateChain: Uint8Array[];
}

/**
 * Everything kept between the two steps of an external signature. Plain bytes and strings: the
 * prepared PDF goes to the blob store, the rest fits a database row (base64 the DER).
 */
export interface PreparedExternalSignature {
  /** The document with the signature revision appended and its /Contents still empty. */
  preparedPdf: Uint8Array;
  /** The DER `SET OF Attribute` the signer signs (through its hash). */
  signedAttributesDer: Uint8Array;
  /** SHA-256 of `signedAttributesDer`: what a cloud certificate service or local plugin signs. */
  hashToSign: { hex: string; base64: string };
  fieldName: string;
  /** The input could not take an appended revision and had no signature, so it was rewritten once. */
  fullRewrite: boolean;
}

/**
 * Step one of a signature whose key is elsewhere (cloud certificate, local plugin): appends the
 * signature revision with space reserved for the CMS, and returns the hash the key holder signs.
 */
export async function prepareExternalSignature(
  source: Uint8Array,
  request: ExternalSignatureRequest,
): Promise<PreparedExternalSignature> {
  const chain = request.certificateChain;
  if (chain.length === 0) throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  const algorithm = signingAlgorithmOf(chain[0]);
  const policy = resolvePolicy(request.policy);
  const signingTime = request.signingTime ?? new Date();
  const { pdf, signatures, fullRewrite } = await openPdf(source);
  const fieldName = uniqueFieldName(
    pdf.getForm()?.getFieldNames() ?? [],
    request.name ?? `Signature ${signatures.length + 1}`,
  );

  // The library writes the signature dictionary, field and widget as an appended revision; the CMS
  // it would build is discarded (the placeholder is blanked below): ours carries the policy and is
  // built from attributes that survive being stored between the two steps.
  const placeholderSigner: Signer = {
    certificate: chain[0],
    certificateChain: chain.slice(1),
    keyType: algorithm.keyType,
    signatureAlgorithm: algorithm.keyType === 'RSA' ? 'RSASSA-PKCS1-v1_5' : 'ECDSA',
    sign: async () => new Uint8Array(algorithm.maxSignatureBytes),
  };
  const chainBytes = chain.reduce((sum, der) => sum + der.length, 0);
  const estimatedSize = Math.ceil((chainBytes + algorithm.maxSignatureBytes + 2560) / 1024) * 1024;
  const { bytes } = await pdf.sign({
    signer: placeholderSigner,
    fieldName,
    signingTime,
    subFilter: 'ETSI.CAdES.detached',
    estimatedSize,
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.location ? { location: request.location } : {}),
    ...(request.contactInfo ? { contactInfo: request.contactInfo } : {}),
  });
  const preparedPdf = bytes;
  const placeholder = findSignaturePlaceholder(preparedPdf);
  preparedPdf.fill(
    0x30 /* '0' */,
    placeholder.contentsStart,
    placeholder.contentsStart + placeholder.contentsLength,
  );

  const signedAttributesDer = buildSignedAttributes({
    documentDigest: digestByteRange(preparedPdf, placeholder.byteRange),
    signingCertificateDer: chain[0],
    ...(policy?.cmsSigningTime === false ? {} : { signingTime }),
    ...(policy ? { policy } : {}),
  });
  const hash = createHash('sha256').update(signedAttributesDer).digest();
  return {
    preparedPdf,
    signedAttributesDer,
    hashToSign: { hex: hash.toString('hex'), base64: hash.toString('base64') },
    fieldName,
    fullRewrite,
  };
}

function resolvePolicy(policy: SignatureDetails['policy']): SignaturePolicy | undefined {
  if (policy === undefined) return undefined;
  if (typeof policy !== 'string') return policy;
  const known = signaturePolicies[policy];
  if (!known) throw pdfError(PdfErrorCode.InvalidCredentials, `Unknown signature policy: ${String(policy)}.`);
  return known;
}

// Dots separate levels of a field name (ISO 32000 12.7.4.2); names must be unique in the form.
function uniqueFieldName(existing: string[], wanted: string): string {
  const base =
    wanted
      .replace(/[.\s]+/g, ' ')
      .trim()
      .slice(0, 100) || 'Signature';
  const taken = new Set(existing);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}
