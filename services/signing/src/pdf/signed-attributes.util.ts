import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import { certificateIdentity } from './certificate-identity.util.js';
import type { SignaturePolicy } from './signature-policy.js';
import { toArrayBuffer } from './to-array-buffer.util.js';

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
  const attributes: asn1js.Sequence[] = [
    attribute(oid.contentType, new asn1js.ObjectIdentifier({ value: input.contentType ?? oid.data })),
    attribute(oid.messageDigest, new asn1js.OctetString({ valueHex: toArrayBuffer(input.documentDigest) })),
    attribute(oid.signingCertificateV2, signingCertificateV2(input.signingCertificateDer)),
  ];
  if (input.signingTime) {
    attributes.push(attribute(oid.signingTime, new asn1js.UTCTime({ valueDate: input.signingTime })));
  }
  if (input.policy) attributes.push(attribute(oid.signaturePolicyId, signaturePolicyId(input.policy)));

  const sorted = attributes
    .map((item) => ({ item, der: new Uint8Array(item.toBER(false)) }))
    .sort((a, b) => compareDer(a.der, b.der))
    .map(({ item }) => item);
  return new Uint8Array(new asn1js.Set({ value: sorted }).toBER(false));
}

function attribute(type: string, value: asn1js.BaseBlock): asn1js.Sequence {
  return new asn1js.Sequence({
    value: [new asn1js.ObjectIdentifier({ value: type }), new asn1js.Set({ value: [value] })],
  });
}

// ESSCertIDv2 with the default (SHA-256) hash algorithm omitted, as DER requires (RFC 5035).
function signingCertificateV2(der: Uint8Array): asn1js.Sequence {
  const { issuer, serialNumber } = certificateIdentity(der);
  // IssuerSerial ::= SEQUENCE { issuer GeneralNames (one directoryName, [4]), serialNumber }
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [issuer] })],
      }),
      serialNumber,
    ],
  });
  const certHash = createHash('sha256').update(der).digest();
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

// SignaturePolicyId (RFC 5126 5.8.1). The hash AlgorithmIdentifier has no NULL parameters: that is
// how ICP-Brasil's policy artefacts encode it, and verifiers compare the bytes.
function signaturePolicyId(policy: SignaturePolicy): asn1js.Sequence {
  const value: asn1js.BaseBlock[] = [
    new asn1js.ObjectIdentifier({ value: policy.oid }),
    new asn1js.Sequence({
      value: [
        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: oid.sha256 })] }),
        new asn1js.OctetString({ valueHex: toArrayBuffer(Buffer.from(policy.hashSha256Hex, 'hex')) }),
      ],
    }),
  ];
  if (policy.uri) {
    value.push(
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [
              new asn1js.ObjectIdentifier({ value: oid.policyUriQualifier }),
              new asn1js.IA5String({ value: policy.uri }),
            ],
          }),
        ],
      }),
    );
  }
  return new asn1js.Sequence({ value });
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
