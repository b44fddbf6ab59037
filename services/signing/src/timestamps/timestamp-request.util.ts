import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';

/** A TimeStampReq as sent, with what its answer must echo. */
export interface TimestampRequest {
  der: Uint8Array;
  /** The SHA-256 digest stamped: the message imprint. */
  imprint: Buffer;
  /** The nonce's INTEGER content octets (positive, shortest form). */
  nonce: Buffer;
}

/**
 * The RFC 3161 request over a SHA-256 digest (a signature value's for a signature timestamp, RFC
 * 3161 appendix A; the covered bytes' for a document timestamp): a random 128-bit nonce, and
 * certReq so that the token carries the authority's certificate (a verifier needs it).
 */
export function buildTimestampRequest(digest: Uint8Array): TimestampRequest {
  if (digest.length !== 32) throw new Error('A timestamp request stamps a SHA-256 digest.');
  const imprint = Buffer.from(digest);
  const nonce = randomBytes(16);
  // Positive and without a leading zero byte, so the INTEGER's octets are these bytes.
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({
        algorithmId: SHA256,
        algorithmParams: new asn1js.Null(),
      }),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(imprint) }),
    }),
    nonce: new asn1js.Integer({ valueHex: new Uint8Array(nonce) }),
    certReq: true,
  });
  return { der: new Uint8Array(request.toSchema().toBER(false)), imprint, nonce };
}
