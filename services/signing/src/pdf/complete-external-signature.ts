import { createHash, verify, X509Certificate } from 'node:crypto';
import {
  childrenOf,
  contentOf,
  DerError,
  DerTag,
  readObjectIdentifier,
  readWhole,
  sequence,
  unsignedInteger,
  type DerNode,
} from './der.util.js';
import { digestByteRange } from './digest-byte-range.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { buildSignedData } from './signed-data.util.js';
import { findSignaturePlaceholder } from './signature-placeholder.util.js';
import { signingAlgorithmOf } from './signing-algorithm.util.js';

const messageDigestOid = '1.2.840.113549.1.9.4';
const signingCertificateV2Oid = '1.2.840.113549.1.9.16.2.47';

/**
 * Step two of an external signature: checks that the prepared PDF, the signed attributes, the
 * certificate and the signer's raw signature all belong together, then writes the CMS into the
 * reserved space. Nothing is appended: the prepared revision becomes the signed one.
 *
 * `rawSignature` is RSA PKCS#1 v1.5 over SHA-256, or ECDSA in DER or IEEE P1363 (r‖s) form.
 * `timestampToken`, asked over `externalSignatureValue(...)`, goes in as the signature timestamp.
 */
export function completeExternalSignature(
  preparedPdf: Uint8Array,
  signedAttributesDer: Uint8Array,
  rawSignature: Uint8Array,
  certificateChain: Uint8Array[],
  options: { inPlace?: boolean; timestampToken?: Uint8Array } = {},
): Uint8Array {
  if (certificateChain.length === 0)
    throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  const algorithm = signingAlgorithmOf(certificateChain[0]);
  const placeholder = findSignaturePlaceholder(preparedPdf);
  const { contentsStart, contentsLength } = placeholder;
  const reserved = Buffer.from(preparedPdf.buffer, preparedPdf.byteOffset + contentsStart, contentsLength);
  if (reserved.some((byte) => byte !== 0x30)) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The prepared PDF is already signed.');
  }

  const attributes = readAttributes(signedAttributesDer);
  const digest = digestByteRange(preparedPdf, placeholder.byteRange);
  if (!attributes.messageDigest || !digest.equals(attributes.messageDigest)) {
    throw pdfError(
      PdfErrorCode.PreparedStateMismatch,
      'The signed attributes were prepared for another PDF.',
    );
  }
  const certificateHash = createHash('sha256').update(certificateChain[0]).digest();
  if (!attributes.certificateHash || !certificateHash.equals(attributes.certificateHash)) {
    throw pdfError(
      PdfErrorCode.PreparedStateMismatch,
      'The signed attributes were prepared for another certificate.',
    );
  }

  const signature = externalSignatureValue(signedAttributesDer, rawSignature, certificateChain);
  const cms = buildSignedData({
    signedAttributesDer,
    signature,
    certificateChain,
    algorithm,
    ...(options.timestampToken ? { timestampToken: options.timestampToken } : {}),
  });
  const hex = Buffer.from(cms).toString('hex');
  if (hex.length > contentsLength) {
    throw pdfError(
      PdfErrorCode.SignatureTooLarge,
      `The signature needs ${cms.length} bytes; ${contentsLength / 2} were reserved.`,
    );
  }
  // In place only for callers that own the prepared bytes (signPdf): it saves a copy of the document.
  const signed = options.inPlace ? preparedPdf : new Uint8Array(preparedPdf);
  Buffer.from(signed.buffer, signed.byteOffset, signed.byteLength).write(hex, contentsStart, 'latin1');
  return signed;
}

/**
 * The signature value a SignerInfo will carry for an external signer's raw signature, once it
 * verifies against the certificate and the signed attributes (ECDSA r‖s becomes DER): what a
 * signature timestamp is asked over before `completeExternalSignature` writes both.
 */
export function externalSignatureValue(
  signedAttributesDer: Uint8Array,
  rawSignature: Uint8Array,
  certificateChain: Uint8Array[],
): Uint8Array {
  if (certificateChain.length === 0)
    throw pdfError(PdfErrorCode.InvalidCredentials, 'A certificate chain is required.');
  const algorithm = signingAlgorithmOf(certificateChain[0]);
  const publicKey = new X509Certificate(certificateChain[0]).publicKey;
  if (algorithm.keyType === 'RSA') {
    if (verify('sha256', signedAttributesDer, publicKey, rawSignature)) return rawSignature;
  } else if (verify('sha256', signedAttributesDer, { key: publicKey, dsaEncoding: 'der' }, rawSignature)) {
    return rawSignature;
  } else if (
    verify('sha256', signedAttributesDer, { key: publicKey, dsaEncoding: 'ieee-p1363' }, rawSignature)
  ) {
    return p1363ToDer(rawSignature);
  }
  throw pdfError(
    PdfErrorCode.ExternalSignatureInvalid,
    'The signature does not verify against the certificate and the signed attributes.',
  );
}

function readAttributes(der: Uint8Array): { messageDigest?: Buffer; certificateHash?: Buffer } {
  let set: DerNode;
  try {
    set = readWhole(der);
  } catch (error) {
    if (!(error instanceof DerError)) throw error;
    set = { tag: 0, start: 0, contentStart: 0, end: 0 };
  }
  if (set.tag !== DerTag.set) {
    throw pdfError(PdfErrorCode.PreparedStateMismatch, 'The signed attributes are not a DER SET.');
  }
  const result: { messageDigest?: Buffer; certificateHash?: Buffer } = {};
  const sequences = (node: DerNode | undefined) =>
    node?.tag === DerTag.sequence ? childrenOf(der, node) : [];
  for (const attribute of childrenOf(der, set)) {
    // Attribute ::= SEQUENCE { attrType OBJECT IDENTIFIER, attrValues SET OF AttributeValue }
    const [type, values] = sequences(attribute);
    const oid = type?.tag === DerTag.objectIdentifier ? readObjectIdentifier(der, type) : undefined;
    const value = values?.tag === DerTag.set ? childrenOf(der, values)[0] : undefined;
    if (oid === messageDigestOid && value?.tag === DerTag.octetString) {
      result.messageDigest = Buffer.from(contentOf(der, value));
    }
    if (oid === signingCertificateV2Oid) {
      // SigningCertificateV2 → certs → first ESSCertIDv2 → its OCTET STRING certHash.
      const essCertId = sequences(sequences(value)[0])[0];
      const hash = sequences(essCertId).find((item) => item.tag === DerTag.octetString);
      if (hash) result.certificateHash = Buffer.from(contentOf(der, hash));
    }
  }
  return result;
}

// ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } (RFC 3279), as CMS carries it.
function p1363ToDer(signature: Uint8Array): Uint8Array {
  const half = signature.length / 2;
  return new Uint8Array(
    sequence(unsignedInteger(signature.subarray(0, half)), unsignedInteger(signature.subarray(half))),
  );
}
