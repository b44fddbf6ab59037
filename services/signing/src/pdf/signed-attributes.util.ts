import { createHash } from 'node:crypto';
import { certificateIdentity } from './certificate-identity.util.js';
import {
  contextConstructed,
  ia5String,
  objectIdentifier,
  octetString,
  sequence,
  set,
  utcTime,
} from './der.util.js';
import type { SignaturePolicy } from './signature-policy.js';

const oid = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signaturePolicyId: '1.2.840.113549.1.9.16.2.15',
  policyUriQualifier: '1.2.840.113549.1.9.16.5.1',
  sha256: '2.16.840.1.101.3.4.2.1',
};

export interface SignedAttributesInput {
  /** SHA-256 of the bytes the signature's /ByteRange covers. */
  documentDigest: Uint8Array;
  signingCertificateDer: Uint8Array;
  /** Omitted when absent (PAdES keeps the claimed time in /M). */
  signingTime?: Date;
  policy?: SignaturePolicy;
  /** The content-type attribute: id-data for a PDF signature (the default), id-ct-TSTInfo for a token. */
  contentType?: string;
}

/**
 * The CMS signed attributes of a PAdES signature (or of the sandbox authority's timestamp token) as the DER `SET OF Attribute` that is hashed and
 * signed (RFC 5652 5.4): content-type, message-digest, signing-certificate-v2, and optionally
 * signing-time and signature-policy-identifier. Sorted as DER requires, so verifiers that
 * re-encode the set (OpenSSL does) hash the same bytes.
 */
export function buildSignedAttributes(input: SignedAttributesInput): Uint8Array {
  const attributes: Buffer[] = [
    attribute(oid.contentType, objectIdentifier(input.contentType ?? oid.data)),
    attribute(oid.messageDigest, octetString(input.documentDigest)),
    attribute(oid.signingCertificateV2, signingCertificateV2(input.signingCertificateDer)),
  ];
  if (input.signingTime) attributes.push(attribute(oid.signingTime, utcTime(input.signingTime)));
  if (input.policy) attributes.push(attribute(oid.signaturePolicyId, signaturePolicyId(input.policy)));
  return new Uint8Array(set(...attributes.sort(compareDer)));
}

function attribute(type: string, value: Uint8Array): Buffer {
  return sequence(objectIdentifier(type), set(value));
}

// ESSCertIDv2 with the default (SHA-256) hash algorithm omitted, as DER requires (RFC 5035).
function signingCertificateV2(der: Uint8Array): Buffer {
  const { issuer, serialNumber } = certificateIdentity(der);
  // IssuerSerial ::= SEQUENCE { issuer GeneralNames (one directoryName, [4]), serialNumber }
  const issuerSerial = sequence(sequence(contextConstructed(4, issuer)), serialNumber);
  const certHash = createHash('sha256').update(der).digest();
  const essCertIdV2 = sequence(octetString(certHash), issuerSerial);
  return sequence(sequence(essCertIdV2));
}

// SignaturePolicyId (RFC 5126 5.8.1). The hash AlgorithmIdentifier has no NULL parameters: that is
// how ICP-Brasil's policy artefacts encode it, and verifiers compare the bytes.
function signaturePolicyId(policy: SignaturePolicy): Buffer {
  const value = [
    objectIdentifier(policy.oid),
    sequence(sequence(objectIdentifier(oid.sha256)), octetString(Buffer.from(policy.hashSha256Hex, 'hex'))),
  ];
  if (policy.uri) {
    value.push(sequence(sequence(objectIdentifier(oid.policyUriQualifier), ia5String(policy.uri))));
  }
  return sequence(...value);
}

/** X.690 11.6: SET OF components in ascending order of their encodings, shorter ones padded with 0. */
function compareDer(a: Uint8Array, b: Uint8Array): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
