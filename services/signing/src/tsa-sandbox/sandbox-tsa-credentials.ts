import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  extension,
  issueAuthority,
  issueEndEntity,
  keepGenerated,
  keyUsage,
  names,
  privateKeyPem,
} from '../plugin-sandbox/sandbox-certificates.js';

/** The sandbox authority's own CA, its timestamping certificate and that certificate's key (PEM). */
export interface SandboxTsaCredentials {
  /** The CA a relying party trusts (`openssl ts -verify -CAfile`). */
  authorityPem: string;
  certificatePem: string;
  /** PKCS#8. */
  keyPem: string;
  notAfter: string;
  /** The CA's own key (PKCS#8): it signs the CRL and the OCSP answers the sandbox publishes. */
  authorityKeyPem?: string;
  /**
   * The base URL the certificate names for its revocation status (`<url>crl`, `<url>ocsp`), when
   * it was issued to be served there.
   */
  publishedAt?: string;
}

const FILE = 'tsa.json';
const DAY_MS = 24 * 3600 * 1000;
/** Credentials this close to their end are made again at start. */
const RENEW_BEFORE_MS = 30 * DAY_MS;
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const OCSP = '1.3.6.1.5.5.7.48.1';

/**
 * The sandbox authority's credentials, generated on first start into `dir` (`.data/tsa-sandbox`
 * under `make run`) and kept there, so tokens stamped earlier still verify against the same CA.
 * With `publishedAt` (the sandbox's base URL) its certificate names the CRL and OCSP responder
 * the sandbox serves there; credentials issued for another URL, or without the CA's key, are made
 * again.
 */
export async function ensureSandboxTsaCredentials(
  dir: string,
  publishedAt?: string,
): Promise<{ credentials: SandboxTsaCredentials; created: boolean }> {
  const { value, created } = await keepGenerated(
    dir,
    FILE,
    (kept: SandboxTsaCredentials) =>
      Date.parse(kept.notAfter) - Date.now() > RENEW_BEFORE_MS &&
      kept.publishedAt === publishedAt &&
      kept.authorityKeyPem !== undefined,
    () => generateSandboxTsaCredentials(new Date(), publishedAt),
  );
  return { credentials: value, created };
}

export async function generateSandboxTsaCredentials(
  now = new Date(),
  publishedAt?: string,
): Promise<SandboxTsaCredentials> {
  const authority = await issueAuthority(
    [
      ['2.5.4.6', 'BR'],
      ['2.5.4.10', 'Rubrica Sandbox'],
      ['2.5.4.3', 'Rubrica Sandbox Timestamp CA'],
    ],
    now,
    10,
  );
  const notAfter = new Date(now.getTime() + 2 * 365 * DAY_MS);
  const { certificatePem, keyPem } = await issueEndEntity(
    authority,
    names([
      ['2.5.4.6', 'BR'],
      ['2.5.4.10', 'Rubrica Sandbox'],
      ['2.5.4.3', 'Rubrica Sandbox Timestamp Authority'],
    ]),
    new Date(now.getTime() - DAY_MS),
    notAfter,
    [
      extension('2.5.29.15', true, keyUsage([0xc0], 6)), // digitalSignature, nonRepudiation
      // RFC 3161 2.3: the only extended key usage, and critical.
      extension(
        '2.5.29.37',
        true,
        new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: TIME_STAMPING })] }),
      ),
      ...(publishedAt ? revocationPointers(publishedAt) : []),
    ],
  );
  return {
    authorityPem: authority.certificatePem,
    certificatePem,
    keyPem,
    notAfter: notAfter.toISOString(),
    authorityKeyPem: await privateKeyPem(authority.keys.privateKey),
    ...(publishedAt ? { publishedAt } : {}),
  };
}

/** Where a relying party finds the certificate's status (RFC 5280 4.2.1.13 and 4.2.2.1). */
function revocationPointers(base: string): pkijs.Extension[] {
  const uri = (path: string) => new pkijs.GeneralName({ type: 6, value: new URL(path, base).href });
  return [
    extension(
      '2.5.29.31',
      false,
      new pkijs.CRLDistributionPoints({
        distributionPoints: [new pkijs.DistributionPoint({ distributionPoint: [uri('crl')] })],
      }).toSchema(),
    ),
    extension(
      '1.3.6.1.5.5.7.1.1',
      false,
      new pkijs.InfoAccess({
        accessDescriptions: [
          new pkijs.AccessDescription({ accessMethod: OCSP, accessLocation: uri('ocsp') }),
        ],
      }).toSchema(),
    ),
  ];
}
