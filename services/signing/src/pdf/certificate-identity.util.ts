import * as asn1js from 'asn1js';
import { BoundedCache, bytesKey } from './bounded-cache.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { toArrayBuffer } from './to-array-buffer.util.js';

/** What CMS names a certificate by (RFC 5652 IssuerAndSerialNumber): its issuer Name and serial number. */
export interface CertificateIdentity {
  issuer: asn1js.Sequence;
  serialNumber: asn1js.Integer;
}

/**
 * Reads the issuer and serial number from a DER certificate (RFC 5280 4.1: TBSCertificate's
 * optional [0] version, then serialNumber, signature, issuer), each re-parsed from its own bytes
 * so that it encodes back exactly as the certificate has it.
 */
export function certificateIdentity(der: Uint8Array): CertificateIdentity {
  return identities.get(bytesKey(der), () => readIdentity(der));
}

const identities = new BoundedCache<string, CertificateIdentity>(16);

function readIdentity(der: Uint8Array): CertificateIdentity {
  const parsed = asn1js.fromBER(toArrayBuffer(der));
  const tbs = parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value[0] : undefined;
  const fields = tbs instanceof asn1js.Sequence ? tbs.valueBlock.value : [];
  const first = fields[0]?.idBlock.tagClass === 3 ? 1 : 0;
  const serial = fields[first];
  const issuer = fields[first + 2];
  if (parsed.offset === -1 || !(serial instanceof asn1js.Integer) || !(issuer instanceof asn1js.Sequence)) {
    throw pdfError(
      PdfErrorCode.InvalidCredentials,
      'The signing certificate is not a readable X.509 certificate.',
    );
  }
  const again = (block: asn1js.BaseBlock) =>
    asn1js.fromBER(toArrayBuffer(block.valueBeforeDecodeView)).result;
  return { issuer: again(issuer) as asn1js.Sequence, serialNumber: again(serial) as asn1js.Integer };
}
