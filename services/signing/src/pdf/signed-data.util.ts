import * as asn1js from 'asn1js';
import { certificateIdentity } from './certificate-identity.util.js';
import { toArrayBuffer } from './to-array-buffer.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import type { SigningAlgorithm } from './signing-algorithm.util.js';

const oid = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
};

export interface SignedDataInput {
  /** The DER `SET OF Attribute` that was signed. */
  signedAttributesDer: Uint8Array;
  /** RSA PKCS#1 v1.5 signature bytes, or a DER ECDSA-Sig-Value. */
  signature: Uint8Array;
  /** DER, signer first. */
  certificateChain: Uint8Array[];
  algorithm: SigningAlgorithm;
  /**
   * An RFC 3161 TimeStampToken (DER ContentInfo) over the signature value, carried as the
   * SignerInfo's id-aa-signatureTimeStampToken unsigned attribute (RFC 3161 appendix A; PAdES B-T).
   */
  timestampToken?: Uint8Array;
  /**
   * Content carried inside the SignedData instead of detached (a TSA's TSTInfo): its type and DER.
   * The signed attributes' content-type and message-digest must name it.
   */
  content?: { type: string; der: Uint8Array };
  /** Names the signer by the chain's first certificate but carries none (a token without certReq). */
  omitCertificates?: boolean;
}

const parse = (der: Uint8Array) => asn1js.fromBER(toArrayBuffer(der));
const algorithmIdentifier = (id: string, parameters?: asn1js.BaseBlock) =>
  new asn1js.Sequence({
    value: [new asn1js.ObjectIdentifier({ value: id }), ...(parameters ? [parameters] : [])],
  });

/**
 * Wraps signed attributes and their signature into the detached CMS SignedData (RFC 5652 5) a
 * PDF's /Contents holds, with asn1js alone: version 1, SHA-256, the chain, one SignerInfo.
 */
export function buildSignedData(input: SignedDataInput): Uint8Array {
  const parsed = parse(input.signedAttributesDer);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Set)) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes are not a DER SET.');
  }
  // The CMS must carry exactly the bytes that were signed (re-tagged [0] IMPLICIT); refuse anything else.
  const signedAttrs = new asn1js.Constructed({
    idBlock: { tagClass: 3, tagNumber: 0 },
    value: parsed.result.valueBlock.value,
  });
  const reencoded = new Uint8Array(signedAttrs.toBER(false));
  reencoded[0] = 0x31;
  if (Buffer.compare(Buffer.from(reencoded), Buffer.from(input.signedAttributesDer)) !== 0) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes do not round-trip unchanged.');
  }

  const certificates = input.certificateChain.map((der) => {
    const certificate = parse(der);
    if (certificate.offset === -1) {
      throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate of the chain is not readable DER.');
    }
    return certificate.result;
  });
  const { issuer, serialNumber } = certificateIdentity(input.certificateChain[0]);
  const signerInfo = new asn1js.Sequence({
    value: [
      new asn1js.Integer({ value: 1 }),
      new asn1js.Sequence({ value: [issuer, serialNumber] }),
      algorithmIdentifier(oid.sha256),
      signedAttrs,
      algorithmIdentifier(
        input.algorithm.oid,
        input.algorithm.keyType === 'RSA' ? new asn1js.Null() : undefined,
      ),
      new asn1js.OctetString({ valueHex: toArrayBuffer(input.signature) }),
      ...(input.timestampToken ? [unsignedTimestamp(input.timestampToken)] : []),
    ],
  });
  const { content } = input;
  const encapsulated = content
    ? [
        new asn1js.ObjectIdentifier({ value: content.type }),
        new asn1js.Constructed({
          idBlock: { tagClass: 3, tagNumber: 0 },
          value: [new asn1js.OctetString({ valueHex: toArrayBuffer(content.der) })],
        }),
      ]
    : [new asn1js.ObjectIdentifier({ value: oid.data })];
  const signedData = new asn1js.Sequence({
    value: [
      // RFC 5652 5.1: version 3 when the content is not id-data.
      new asn1js.Integer({ value: content && content.type !== oid.data ? 3 : 1 }),
      new asn1js.Set({ value: [algorithmIdentifier(oid.sha256)] }),
      new asn1js.Sequence({ value: encapsulated }),
      ...(input.omitCertificates
        ? []
        : [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 0 }, value: certificates })]),
      new asn1js.Set({ value: [signerInfo] }),
    ],
  });
  const contentInfo = new asn1js.Sequence({
    value: [
      new asn1js.ObjectIdentifier({ value: oid.signedData }),
      new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 0 }, value: [signedData] }),
    ],
  });
  return new Uint8Array(contentInfo.toBER(false));
}

// unsignedAttrs [1] IMPLICIT SET OF Attribute. The token's signature covers its bytes: it must
// encode back exactly as the authority sent it.
function unsignedTimestamp(token: Uint8Array): asn1js.Constructed {
  const parsed = parse(token);
  if (
    parsed.offset === -1 ||
    Buffer.compare(Buffer.from(parsed.result.toBER(false)), Buffer.from(token)) !== 0
  ) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The timestamp token is not DER that round-trips.');
  }
  return new asn1js.Constructed({
    idBlock: { tagClass: 3, tagNumber: 1 },
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: oid.signatureTimeStampToken }),
          new asn1js.Set({ value: [parsed.result] }),
        ],
      }),
    ],
  });
}
