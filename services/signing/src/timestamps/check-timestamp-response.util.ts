import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TimestampRequest } from './timestamp-request.util.js';
import { TimestampError } from './timestamps.exception.js';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const EXT_KEY_USAGE = '2.5.29.37';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

/**
 * Checks an authority's TimeStampResp against the request it answers before its token is
 * embedded, and returns the token's own DER bytes: status granted, a SignedData over a TSTInfo
 * whose imprint is the request's (SHA-256 of `signatureValue`) and whose nonce is the request's,
 * signed by a certificate carried in the token that has the timeStamping extended key usage
 * (RFC 3161 2.3) and was valid at genTime, and whose signature verifies.
 */
export async function checkTimestampResponse(
  body: Uint8Array,
  request: TimestampRequest,
  signatureValue: Uint8Array,
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
  // pkijs checks the TSTInfo's imprint against the data again, then the signature.
  const verified = await signedData
    .verify({ signer: 0, data: new Uint8Array(signatureValue).buffer, checkChain: false })
    .catch(() => false);
  if (!verified) throw TimestampError.invalidAnswer("The token's signature does not verify.");
  return token;
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
