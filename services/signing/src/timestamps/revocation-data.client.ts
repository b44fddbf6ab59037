import { randomBytes, X509Certificate } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { outboundRequest, type OutboundPolicy } from '@rubrica/outbound';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SigningConfig, SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';
import { authorityOutboundPolicy } from './timestamp-authority.client.js';
import { timestampAuthoritySettings } from './timestamp-authority.settings.js';

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const OCSP = '1.3.6.1.5.5.7.48.1';
const OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const URI = 6;
/** Answers kept at most this long, even when they say they hold longer. */
const MAX_CACHE_MS = 24 * 3600 * 1000;
const CACHE_ENTRIES = 256;
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Revocation data gathered for a set of certificates (DER each), and what could not be had. */
export interface RevocationData {
  crls: Uint8Array[];
  /** OCSPResponse structures as the responders sent them. */
  ocsps: Uint8Array[];
  /** One line per certificate or URL whose status could not be had. */
  missing: string[];
}

interface Cached {
  der: Uint8Array;
  until: number;
}

/**
 * The revocation status of the certificates in our signatures and timestamps, for long-term
 * validation: each certificate's CRLs (its CRL distribution points) and an OCSP answer (its
 * authority information access), fetched over http(s) through the SSRF guard, checked (signed by
 * the certificate's issuer, about that certificate) and kept until their next update (a day at
 * most). Self-signed certificates and those whose issuer is not in the set are skipped: nothing
 * can speak for them.
 */
@Injectable()
export class RevocationSources {
  private readonly logger = new Logger('RevocationSources');
  private readonly policy: OutboundPolicy;
  private readonly timeoutMs: number;
  private readonly cache = new Map<string, Cached>();

  constructor(@InjectSigningConfig() config: SigningConfig | SigningWorkerConfig) {
    const settings = timestampAuthoritySettings(config);
    this.policy = authorityOutboundPolicy(settings);
    this.timeoutMs = settings?.timeoutMs ?? config.TSA_TIMEOUT_MS;
  }

  async gather(certificatesDer: readonly Uint8Array[], now = new Date()): Promise<RevocationData> {
    const certificates = certificatesDer.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
    const result: RevocationData = { crls: [], ocsps: [], missing: [] };
    for (const certificate of certificates) {
      if (certificate.subject.isEqual(certificate.issuer)) continue;
      const issuer = certificates.find(
        (candidate) => candidate !== certificate && candidate.subject.isEqual(certificate.issuer),
      );
      if (!issuer) continue;
      const subject = describe(certificate);
      for (const url of uris(certificate, CRL_DISTRIBUTION_POINTS)) {
        await this.collect(result.crls, result.missing, `CRL ${url} for ${subject}`, `crl ${url}`, now, () =>
          this.fetchCrl(url, issuer, now),
        );
      }
      const key = `ocsp ${Buffer.from(certificate.issuer.toSchema().toBER(false)).toString('base64')} ${serialOf(certificate)}`;
      for (const url of uris(certificate, AUTHORITY_INFO_ACCESS)) {
        const before = result.ocsps.length;
        await this.collect(result.ocsps, result.missing, `OCSP ${url} for ${subject}`, key, now, () =>
          this.fetchOcsp(url, certificate, issuer, now),
        );
        if (result.ocsps.length > before) break;
      }
    }
    return result;
  }

  private async collect(
    into: Uint8Array[],
    missing: string[],
    what: string,
    key: string,
    now: Date,
    fetch: () => Promise<Cached>,
  ): Promise<void> {
    const cached = this.cache.get(key);
    if (cached && cached.until > now.getTime()) {
      into.push(cached.der);
      return;
    }
    try {
      const fetched = await fetch();
      this.cache.delete(key);
      this.cache.set(key, fetched);
      if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
      into.push(fetched.der);
    } catch (error) {
      missing.push(`${what}: ${(error as Error).message}`);
      this.logger.warn(`no ${what}: ${(error as Error).message}`);
    }
  }

  private async fetchCrl(url: string, issuer: pkijs.Certificate, now: Date): Promise<Cached> {
    const body = await this.call(url, { method: 'GET', headers: { accept: 'application/pkix-crl' } });
    let crl: pkijs.CertificateRevocationList;
    try {
      crl = pkijs.CertificateRevocationList.fromBER(new Uint8Array(body));
    } catch {
      throw new Error('the answer is not a CRL');
    }
    if (!crl.issuer.isEqual(issuer.subject) || !(await crl.verify({ issuerCertificate: issuer }))) {
      throw new Error("the CRL is not signed by the certificate's issuer");
    }
    return { der: new Uint8Array(body), until: until(crl.nextUpdate?.value, now) };
  }

  private async fetchOcsp(
    url: string,
    certificate: pkijs.Certificate,
    issuer: pkijs.Certificate,
    now: Date,
  ): Promise<Cached> {
    const request = new pkijs.OCSPRequest();
    await request.createForCertificate(certificate, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer });
    const nonce = randomBytes(16);
    request.tbsRequest.requestExtensions = [
      new pkijs.Extension({
        extnID: OCSP_NONCE,
        extnValue: new asn1js.OctetString({ valueHex: new Uint8Array(nonce) }).toBER(false),
      }),
    ];
    const body = await this.call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
      body: Buffer.from(request.toSchema(true).toBER(false)),
    });
    let response: pkijs.OCSPResponse;
    let basic: pkijs.BasicOCSPResponse | undefined;
    try {
      response = pkijs.OCSPResponse.fromBER(new Uint8Array(body));
      if (response.responseBytes) {
        basic = pkijs.BasicOCSPResponse.fromBER(response.responseBytes.response.valueBlock.valueHexView);
      }
    } catch (error) {
      throw new Error('the answer is not an OCSP response', { cause: error });
    }
    const status = response.responseStatus.valueBlock.valueDec;
    if (status !== 0 || !basic) throw new Error(`the responder answered status ${status}`);
    const echoed = basic.tbsResponseData.responseExtensions?.find((item) => item.extnID === OCSP_NONCE);
    if (
      echoed &&
      !Buffer.from(echoed.extnValue.valueBlock.valueHexView).equals(
        Buffer.from(request.tbsRequest.requestExtensions[0]!.extnValue.valueBlock.valueHexView),
      )
    ) {
      throw new Error('the answer carries another nonce');
    }
    const asked = request.tbsRequest.requestList[0]!.reqCert;
    const single = basic.tbsResponseData.responses.find((item) => item.certID.isEqual(asked));
    if (!single) throw new Error('the answer is about another certificate');
    const verified = await basic.verify({ trustedCerts: [issuer] }).catch(() => false);
    if (!verified) throw new Error("the answer is not signed for the certificate's issuer");
    return { der: new Uint8Array(body), until: until(single.nextUpdate, now) };
  }

  private async call(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: Buffer },
  ): Promise<Buffer> {
    const response = await outboundRequest(
      { url, ...init, timeoutMs: this.timeoutMs, maxResponseBytes: MAX_ANSWER_BYTES, field: 'revocation' },
      this.policy,
    );
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    return response.body;
  }
}

/** http(s) URIs named by a certificate's CRL distribution points or its OCSP access locations. */
function uris(certificate: pkijs.Certificate, extensionId: string): string[] {
  const parsed = certificate.extensions?.find((item) => item.extnID === extensionId)?.parsedValue;
  const names: pkijs.GeneralName[] = [];
  if (parsed instanceof pkijs.CRLDistributionPoints) {
    for (const point of parsed.distributionPoints) {
      if (Array.isArray(point.distributionPoint)) names.push(...point.distributionPoint);
    }
  } else if (parsed instanceof pkijs.InfoAccess) {
    names.push(
      ...parsed.accessDescriptions
        .filter((item) => item.accessMethod === OCSP)
        .map((item) => item.accessLocation),
    );
  }
  return names
    .filter((item) => item.type === URI && typeof item.value === 'string' && /^https?:\/\//i.test(item.value))
    .map((item) => item.value as string);
}

function until(nextUpdate: Date | undefined, now: Date): number {
  const cap = now.getTime() + MAX_CACHE_MS;
  return nextUpdate ? Math.min(nextUpdate.getTime(), cap) : now.getTime();
}

const serialOf = (certificate: pkijs.Certificate) =>
  Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex');

function describe(certificate: pkijs.Certificate): string {
  try {
    return new X509Certificate(new Uint8Array(certificate.toSchema().toBER(false))).subject.replace(
      /\n/g,
      ', ',
    );
  } catch {
    return `serial ${serialOf(certificate)}`;
  }
}
