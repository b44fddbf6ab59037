import { X509Certificate, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SandboxTsaCredentials } from './sandbox-tsa-credentials.js';

const DAY_MS = 24 * 3600 * 1000;
/** How long a published status holds: a validator fetches again after it. */
const VALIDITY_MS = 7 * DAY_MS;
const OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const CRL_NUMBER = '2.5.29.20';
const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** OCSPResponseStatus (RFC 6960 4.2.1). */
const OcspStatus = { successful: 0, malformedRequest: 1 } as const;

/**
 * The revocation status the sandbox CA publishes for what it issued (nothing is ever revoked):
 * a CRL (RFC 5280 5) and OCSP answers (RFC 6960), both signed by the CA itself, so long-term
 * validation data can be gathered offline. Credentials without the CA's key publish nothing.
 */
export class SandboxRevocation {
  private readonly authority: pkijs.Certificate;
  private readonly issued: pkijs.Certificate;
  private key: Promise<webcrypto.CryptoKey> | undefined;

  constructor(private readonly credentials: SandboxTsaCredentials) {
    const parse = (text: string) => pkijs.Certificate.fromBER(new Uint8Array(new X509Certificate(text).raw));
    this.authority = parse(credentials.authorityPem);
    this.issued = parse(credentials.certificatePem);
  }

  get available(): boolean {
    return this.credentials.authorityKeyPem !== undefined;
  }

  /** The CA's CRL as of `now`: empty, valid for a week. */
  async crl(now = new Date()): Promise<Uint8Array> {
    const crl = new pkijs.CertificateRevocationList({
      version: 1,
      issuer: this.authority.subject,
      thisUpdate: new pkijs.Time({ type: 0, value: now }),
      nextUpdate: new pkijs.Time({ type: 0, value: new Date(now.getTime() + VALIDITY_MS) }),
    });
    crl.crlExtensions = new pkijs.Extensions({
      extensions: [
        new pkijs.Extension({
          extnID: CRL_NUMBER,
          critical: false,
          extnValue: new asn1js.Integer({ value: Math.floor(now.getTime() / 1000) }).toBER(false),
        }),
      ],
    });
    await crl.sign(await this.signingKey(), 'SHA-256');
    return new Uint8Array(crl.toSchema().toBER(false));
  }

  /**
   * The OCSPResponse to a DER OCSPRequest: `good` for the certificate the CA issued to the
   * authority, `unknown` for any other, the request's nonce echoed; malformedRequest for a body
   * that is not an OCSPRequest.
   */
  async ocsp(requestDer: Uint8Array, now = new Date()): Promise<Uint8Array> {
    let request: pkijs.OCSPRequest;
    try {
      request = pkijs.OCSPRequest.fromBER(new Uint8Array(requestDer));
    } catch {
      return statusOnly(OcspStatus.malformedRequest);
    }
    const basic = new pkijs.BasicOCSPResponse();
    basic.tbsResponseData.responderID = this.authority.subject;
    basic.tbsResponseData.producedAt = now;
    for (const { reqCert } of request.tbsRequest.requestList) {
      const known = new pkijs.CertID();
      await known.createForCertificate(this.issued, {
        hashAlgorithm: hashNameOf(reqCert.hashAlgorithm.algorithmId),
        issuerCertificate: this.authority,
      });
      basic.tbsResponseData.responses.push(
        new pkijs.SingleResponse({
          certID: reqCert,
          // good [0] IMPLICIT NULL, unknown [2] IMPLICIT NULL
          certStatus: new asn1js.Primitive({
            idBlock: { tagClass: 3, tagNumber: known.isEqual(reqCert) ? 0 : 2 },
          }),
          thisUpdate: now,
          nextUpdate: new Date(now.getTime() + VALIDITY_MS),
        }),
      );
    }
    const nonce = request.tbsRequest.requestExtensions?.find((item) => item.extnID === OCSP_NONCE);
    if (nonce) basic.tbsResponseData.responseExtensions = [nonce];
    basic.certs = [this.authority];
    await basic.sign(await this.signingKey(), 'SHA-256');
    const response = new pkijs.OCSPResponse({
      responseStatus: new asn1js.Enumerated({ value: OcspStatus.successful }),
      responseBytes: new pkijs.ResponseBytes({
        responseType: pkijs.id_PKIX_OCSP_Basic,
        response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
      }),
    });
    return new Uint8Array(response.toSchema().toBER(false));
  }

  private signingKey(): Promise<webcrypto.CryptoKey> {
    const pem = this.credentials.authorityKeyPem;
    if (!pem) return Promise.reject(new Error('The sandbox CA key is not kept.'));
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    this.key ??= webcrypto.subtle.importKey('pkcs8', der, RSA, false, ['sign']);
    return this.key;
  }
}

function hashNameOf(oid: string): string {
  const names: Record<string, string> = {
    '1.3.14.3.2.26': 'SHA-1',
    '2.16.840.1.101.3.4.2.1': 'SHA-256',
    '2.16.840.1.101.3.4.2.2': 'SHA-384',
    '2.16.840.1.101.3.4.2.3': 'SHA-512',
  };
  return names[oid] ?? 'SHA-1';
}

function statusOnly(status: number): Uint8Array {
  const response = new pkijs.OCSPResponse({ responseStatus: new asn1js.Enumerated({ value: status }) });
  return new Uint8Array(response.toSchema().toBER(false));
}
