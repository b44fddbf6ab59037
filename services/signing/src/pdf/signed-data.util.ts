import { certificateIdentity } from './certificate-identity.util.js';
import {
  contextConstructed,
  DerError,
  DerTag,
  derNull,
  objectIdentifier,
  octetString,
  readNode,
  readWhole,
  sequence,
  set,
  smallInteger,
  type DerNode,
} from './der.util.js';
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

const algorithmIdentifier = (id: string, parameters?: Uint8Array) =>
  sequence(objectIdentifier(id), ...(parameters ? [parameters] : []));

/**
 * Wraps signed attributes and their signature into the detached CMS SignedData (RFC 5652 5) a
 * PDF's /Contents holds: version 1, SHA-256, the chain, one SignerInfo. The signed attributes,
 * the certificates and a timestamp token go in as the very bytes given (checked to be DER).
 */
export function buildSignedData(input: SignedDataInput): Uint8Array {
  // The CMS must carry exactly the bytes that were signed (re-tagged [0] IMPLICIT); refuse anything else.
  const attributes = whole(input.signedAttributesDer);
  if (!attributes || attributes.tag !== DerTag.set) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes are not a DER SET.');
  }
  const signedAttrs = Buffer.from(input.signedAttributesDer);
  signedAttrs[0] = 0xa0;

  const certificates = input.certificateChain.map((der) => {
    if (!isOneSequence(der)) {
      throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate of the chain is not readable DER.');
    }
    return der;
  });
  const { issuer, serialNumber } = certificateIdentity(input.certificateChain[0]);
  const signerInfo = sequence(
    smallInteger(1),
    sequence(issuer, serialNumber),
    algorithmIdentifier(oid.sha256),
    signedAttrs,
    algorithmIdentifier(input.algorithm.oid, input.algorithm.keyType === 'RSA' ? derNull() : undefined),
    octetString(input.signature),
    ...(input.timestampToken ? [unsignedTimestamp(input.timestampToken)] : []),
  );
  const { content } = input;
  const encapsulated = content
    ? [objectIdentifier(content.type), contextConstructed(0, octetString(content.der))]
    : [objectIdentifier(oid.data)];
  const signedData = sequence(
    // RFC 5652 5.1: version 3 when the content is not id-data.
    smallInteger(content && content.type !== oid.data ? 3 : 1),
    set(algorithmIdentifier(oid.sha256)),
    sequence(...encapsulated),
    ...(input.omitCertificates ? [] : [contextConstructed(0, ...certificates)]),
    set(signerInfo),
  );
  return new Uint8Array(sequence(objectIdentifier(oid.signedData), contextConstructed(0, signedData)));
}

// unsignedAttrs [1] IMPLICIT SET OF Attribute. The token's signature covers its bytes: it goes in
// exactly as the authority sent it, and only if that is DER.
function unsignedTimestamp(token: Uint8Array): Buffer {
  if (!whole(token)) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The timestamp token is not DER that round-trips.');
  }
  return contextConstructed(1, sequence(objectIdentifier(oid.signatureTimeStampToken), set(token)));
}

/** `der` read as one well-formed DER element, or undefined. */
function whole(der: Uint8Array): DerNode | undefined {
  try {
    return readWhole(der);
  } catch (error) {
    if (error instanceof DerError) return undefined;
    throw error;
  }
}

/** A certificate: one SEQUENCE spanning the bytes, copied as issued (long length forms allowed). */
function isOneSequence(der: Uint8Array): boolean {
  try {
    const node = readNode(der, 0, der.length, false);
    return node.tag === DerTag.sequence && node.end === der.length;
  } catch (error) {
    if (error instanceof DerError) return false;
    throw error;
  }
}
