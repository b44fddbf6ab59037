import { createHash, verify } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TimestampRequest } from './timestamp-request.util.js';
import { TimestampError } from './timestamps.exception.js';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const EXT_KEY_USAGE = '2.5.29.37';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const HASHES: Record<string, string> = {
  [SHA256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/**
 * Checks an authority's TimeStampResp against the request it answers before its token is
 * embedded, and returns the token's own DER bytes: status granted, a SignedData over a TSTInfo
 * whose imprint is the request's (the SHA-256 digest stamped) and whose nonce is the request's,
 * signed by a certificate carried in the token that has the timeStamping extended key usage
 * (RFC 3161 2.3) and was valid at genTime, and whose signature verifies.
 */
export async function checkTimestampResponse(
  body: Uint8Array,
  request: TimestampRequest,
  maxTokenBytes: number,
): Promise<Uint8Array> {
  const parsed = asn1js.fromBER(new Uint8Array(body));
  if (parsed.offset === -1) throw TimestampError.invalidAnswer('The answer is not a TimeStampResp.');
  let response: pkijs.TimeStampResp;
  try {
    response = new pkijs.TimeStampResp({ schema: parsed.result });
  } catch {
    throw TimestampError.invalidAnswer('The answer is not a TimeStampResp.');
  }
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    const text = response.status.statusStrings?.map((item) => item.valueBlock.value).join('; ');
    throw TimestampError.unavailable(
      `The authority refused the request (status ${status}${text ? `: ${text}` : ''}).`,
    );
  }
  const tokenBlock = (parsed.result as asn1js.Sequence).valueBlock.value[1];
  const token = tokenBlock ? new Uint8Array(tokenBlock.valueBeforeDecodeView) : undefined;
  if (!token || !response.timeStampToken) throw TimestampError.invalidAnswer('The answer carries no token.');
  // The token goes into our CMS as it is: it must be DER (its signature covers those bytes).
  if (Buffer.compare(Buffer.from(tokenBlock!.toBER(false)), Buffer.from(token)) !== 0) {
    throw TimestampError.invalidAnswer('The token is not DER.');
  }
  if (token.length > maxTokenBytes) {
    throw TimestampError.invalidAnswer(`The token has ${token.length} bytes; ${maxTokenBytes} are reserved.`);
  }
  if (response.timeStampToken.contentType !== pkijs.ContentInfo.SIGNED_DATA) {
    throw TimestampError.invalidAnswer('The token is not a SignedData.');
  }

  let signedData: pkijs.SignedData;
  let info: pkijs.TSTInfo;
  try {
    signedData = new pkijs.SignedData({ schema: response.timeStampToken.content });
    if (signedData.encapContentInfo.eContentType !== pkijs.id_eContentType_TSTInfo) throw new Error();
    info = pkijs.TSTInfo.fromBER(signedData.encapContentInfo.eContent!.getValue());
  } catch {
    throw TimestampError.invalidAnswer('The token does not carry a TSTInfo.');
  }
  const imprint = info.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== SHA256 ||
    !Buffer.from(imprint.hashedMessage.valueBlock.valueHexView).equals(request.imprint)
  ) {
    throw TimestampError.invalidAnswer('The token stamps another message imprint.');
  }
  if (!info.nonce || !Buffer.from(info.nonce.valueBlock.valueHexView).equals(request.nonce)) {
    throw TimestampError.invalidAnswer('The token does not carry the nonce of the request.');
  }

  const signer = signerCertificate(signedData);
  if (!signer) throw TimestampError.invalidAnswer("The token does not carry the authority's certificate.");
  const usage = signer.extensions?.find((extension) => extension.extnID === EXT_KEY_USAGE)?.parsedValue;
  if (!(usage instanceof pkijs.ExtKeyUsage) || !usage.keyPurposes.includes(TIME_STAMPING)) {
    throw TimestampError.invalidAnswer("The authority's certificate is not one for timestamping.");
  }
  if (info.genTime < signer.notBefore.value || info.genTime > signer.notAfter.value) {
    throw TimestampError.invalidAnswer("The authority's certificate was not valid at the token's time.");
  }
  if (!signatureVerifies(signedData, signer)) {
    throw TimestampError.invalidAnswer("The token's signature does not verify.");
  }
  return token;
}

/**
 * The SignerInfo's signed attributes carry the TSTInfo's digest and its signature over them (as a
 * DER SET, RFC 5652 5.4) verifies with the authority's key. Checked here rather than by pkijs,
 * whose verify wants the stamped data itself: a document timestamp only has its digest at hand.
 */
function signatureVerifies(signedData: pkijs.SignedData, signer: pkijs.Certificate): boolean {
  const signerInfo = signedData.signerInfos[0]!;
  const hash = HASHES[signerInfo.digestAlgorithm.algorithmId];
  const attributes = signerInfo.signedAttrs;
  const digest = attributes?.attributes.find((item) => item.type === MESSAGE_DIGEST)?.values[0];
  if (!hash || !attributes || !(digest instanceof asn1js.OctetString)) return false;
  const content = signedData.encapContentInfo.eContent!.getValue();
  const actual = createHash(hash).update(new Uint8Array(content)).digest();
  if (!actual.equals(Buffer.from(digest.valueBlock.valueHexView))) return false;
  try {
    const publicKey = {
      key: Buffer.from(signer.subjectPublicKeyInfo.toSchema().toBER(false)),
      format: 'der' as const,
      type: 'spki' as const,
    };
    return verify(
      hash,
      new Uint8Array(attributes.encodedValue),
      publicKey,
      Buffer.from(signerInfo.signature.valueBlock.valueHexView),
    );
  } catch {
    return false;
  }
}

function signerCertificate(signedData: pkijs.SignedData): pkijs.Certificate | undefined {
  const sid = signedData.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return undefined;
  return signedData.certificates?.find(
    (certificate): certificate is pkijs.Certificate =>
      certificate instanceof pkijs.Certificate &&
      certificate.issuer.isEqual(sid.issuer) &&
      certificate.serialNumber.isEqual(sid.serialNumber),
  );
}
