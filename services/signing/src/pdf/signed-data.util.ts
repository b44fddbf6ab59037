import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from './to-array-buffer.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import type { SigningAlgorithm } from './signing-algorithm.util.js';

const oid = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
};

export interface SignedDataInput {
  /** The DER `SET OF Attribute` that was signed. */
  signedAttributesDer: Uint8Array;
  /** RSA PKCS#1 v1.5 signature bytes, or a DER ECDSA-Sig-Value. */
  signature: Uint8Array;
  /** DER, signer first. */
  certificateChain: Uint8Array[];
  algorithm: SigningAlgorithm;
}

/** Wraps signed attributes and their signature into the detached CMS SignedData a PDF's /Contents holds. */
export function buildSignedData(input: SignedDataInput): Uint8Array {
  const parsed = asn1js.fromBER(toArrayBuffer(input.signedAttributesDer));
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Set)) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes are not a DER SET.');
  }
  const attributes = parsed.result.valueBlock.value.map((schema) => new pkijs.Attribute({ schema }));
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes });

  // The CMS must carry exactly the bytes that were signed (re-tagged [0]); refuse anything else.
  const reencoded = new Uint8Array(signedAttrs.toSchema().toBER(false));
  reencoded[0] = 0x31;
  if (Buffer.compare(Buffer.from(reencoded), Buffer.from(input.signedAttributesDer)) !== 0) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes do not round-trip unchanged.');
  }

  const certificates = input.certificateChain.map((der) => pkijs.Certificate.fromBER(der));
  const signer = certificates[0];
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.issuer, serialNumber: signer.serialNumber }),
    digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oid.sha256 }),
    signedAttrs,
    signatureAlgorithm: new pkijs.AlgorithmIdentifier({
      algorithmId: input.algorithm.oid,
      ...(input.algorithm.keyType === 'RSA' ? { algorithmParams: new asn1js.Null() } : {}),
    }),
    signature: new asn1js.OctetString({ valueHex: toArrayBuffer(input.signature) }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: oid.data }),
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: oid.sha256 })],
    certificates,
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({
    contentType: oid.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}
