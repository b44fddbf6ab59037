import {
  createHash,
  createPrivateKey,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { buildSignedAttributes } from '../pdf/signed-attributes.util.js';
import { buildSignedData } from '../pdf/signed-data.util.js';
import { signingAlgorithmOf } from '../pdf/signing-algorithm.util.js';
import type { SandboxTsaCredentials } from './sandbox-tsa-credentials.js';

const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const SHA256 = '2.16.840.1.101.3.4.2.1';
/** The sandbox's TSA policy (a private arc: tokens under it prove nothing outside development). */
export const SANDBOX_TSA_POLICY = '1.3.6.1.4.1.59999.3161.1';

/** PKIFailureInfo bits (RFC 3161 2.4.2). */
const FailureInfo = { badAlg: 0, badRequest: 2, badDataFormat: 5, unacceptedPolicy: 15 } as const;

/**
 * The sandbox authority's RFC 3161 answers: a TimeStampResp for each DER TimeStampReq, granted
 * with a token (a SignedData over a TSTInfo, signed-certificate-v2 and signing-time attributes,
 * the authority's certificate and CA when certReq asks) or rejected with the failure's bit.
 */
export class SandboxTsaResponder {
  private readonly key: KeyObject;
  private readonly chain: Uint8Array[];

  constructor(credentials: SandboxTsaCredentials) {
    this.key = createPrivateKey(credentials.keyPem);
    this.chain = [credentials.certificatePem, credentials.authorityPem].map(
      (text) => new Uint8Array(new X509Certificate(text).raw),
    );
  }

  respond(requestDer: Uint8Array, now = new Date()): Uint8Array {
    let request: pkijs.TimeStampReq;
    try {
      request = pkijs.TimeStampReq.fromBER(new Uint8Array(requestDer));
    } catch {
      return rejection(FailureInfo.badDataFormat, 'The request is not a DER TimeStampReq.');
    }
    if (request.messageImprint.hashAlgorithm.algorithmId !== SHA256) {
      return rejection(FailureInfo.badAlg, 'Only SHA-256 message imprints are stamped here.');
    }
    if (request.messageImprint.hashedMessage.valueBlock.valueHexView.byteLength !== 32) {
      return rejection(FailureInfo.badRequest, 'The message imprint is not a SHA-256 digest.');
    }
    if (request.reqPolicy !== undefined && request.reqPolicy !== SANDBOX_TSA_POLICY) {
      return rejection(FailureInfo.unacceptedPolicy, `Only policy ${SANDBOX_TSA_POLICY} is offered.`);
    }
    const serial = randomBytes(16);
    serial[0] = (serial[0]! & 0x7f) | 0x01;
    const info = new pkijs.TSTInfo({
      version: 1,
      policy: SANDBOX_TSA_POLICY,
      messageImprint: request.messageImprint,
      serialNumber: new asn1js.Integer({ valueHex: new Uint8Array(serial) }),
      genTime: new Date(Math.floor(now.getTime() / 1000) * 1000),
      accuracy: new pkijs.Accuracy({ seconds: 1 }),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    });
    const infoDer = new Uint8Array(info.toSchema().toBER(false));
    const signedAttributesDer = buildSignedAttributes({
      documentDigest: createHash('sha256').update(infoDer).digest(),
      signingCertificateDer: this.chain[0]!,
      signingTime: now,
      contentType: TST_INFO,
    });
    const token = buildSignedData({
      signedAttributesDer,
      signature: sign('sha256', signedAttributesDer, this.key),
      // RFC 3161 2.4.1: the certificates only when certReq asks for them.
      certificateChain: this.chain,
      omitCertificates: !request.certReq,
      algorithm: signingAlgorithmOf(this.chain[0]!),
      content: { type: TST_INFO, der: infoDer },
    });
    const status = new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted });
    const response = new asn1js.Sequence({
      value: [status.toSchema(), asn1js.fromBER(token).result],
    });
    return new Uint8Array(response.toBER(false));
  }
}

function rejection(failure: number, text: string): Uint8Array {
  const bits = new Uint8Array(Math.floor(failure / 8) + 1);
  bits[Math.floor(failure / 8)] = 0x80 >> (failure % 8);
  const status = new pkijs.PKIStatusInfo({
    status: pkijs.PKIStatus.rejection,
    statusStrings: [new asn1js.Utf8String({ value: text })],
    failInfo: new asn1js.BitString({ valueHex: bits, unusedBits: 7 - (failure % 8) }),
  });
  return new Uint8Array(new asn1js.Sequence({ value: [status.toSchema()] }).toBER(false));
}
