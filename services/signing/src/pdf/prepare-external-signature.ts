import { createHash } from 'node:crypto';
import { writeSignatureRevision, type SignatureRevisionRequest } from './signature-revision.js';

export type ExternalSignatureRequest = SignatureRevisionRequest;

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
 * signature revision with space reserved for the CMS (and, when given, the signer's drawings in
 * the same revision), and returns the hash the key holder signs.
 */
export async function prepareExternalSignature(
  source: Uint8Array,
  request: ExternalSignatureRequest,
): Promise<PreparedExternalSignature> {
  const revision = await writeSignatureRevision(source, request);
  const hash = createHash('sha256').update(revision.signedAttributesDer).digest();
  return {
    preparedPdf: Buffer.concat([revision.source, revision.appended]),
    signedAttributesDer: revision.signedAttributesDer,
    hashToSign: { hex: hash.toString('hex'), base64: hash.toString('base64') },
    fieldName: revision.fieldName,
    fullRewrite: revision.fullRewrite,
  };
}
