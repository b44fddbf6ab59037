import { BoundedCache, bytesKey } from './bounded-cache.util.js';
import { childrenOf, DerError, DerTag, encodingOf, readNode } from './der.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';

/** What CMS names a certificate by (RFC 5652 IssuerAndSerialNumber): its issuer Name and serial number. */
export interface CertificateIdentity {
  /** The issuer Name's DER, as the certificate has it. */
  issuer: Buffer;
  /** The serialNumber INTEGER's DER, as the certificate has it. */
  serialNumber: Buffer;
}

/**
 * Reads the issuer and serial number from a DER certificate (RFC 5280 4.1: TBSCertificate's
 * optional [0] version, then serialNumber, signature, issuer), each copied as its own bytes so
 * that it is exactly what the certificate has.
 */
export function certificateIdentity(der: Uint8Array): CertificateIdentity {
  return identities.get(bytesKey(der), () => readIdentity(der));
}

const identities = new BoundedCache<string, CertificateIdentity>(16);

function readIdentity(der: Uint8Array): CertificateIdentity {
  try {
    const certificate = readNode(der, 0, der.length, false);
    if (certificate.tag !== DerTag.sequence || certificate.end !== der.length) throw new DerError();
    const tbs = readNode(der, certificate.contentStart, certificate.end, false);
    if (tbs.tag !== DerTag.sequence) throw new DerError();
    const fields = childrenOf(der, tbs, false);
    const first = fields[0]?.tag === 0xa0 ? 1 : 0;
    const serial = fields[first];
    const issuer = fields[first + 2];
    if (serial?.tag !== DerTag.integer || issuer?.tag !== DerTag.sequence) throw new DerError();
    return {
      issuer: Buffer.from(encodingOf(der, issuer)),
      serialNumber: Buffer.from(encodingOf(der, serial)),
    };
  } catch (error) {
    if (!(error instanceof DerError)) throw error;
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The signing certificate is not a readable X.509 certificate.',
    );
  }
}
