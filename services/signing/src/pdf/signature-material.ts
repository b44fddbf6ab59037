import { X509Certificate } from 'node:crypto';
import { AppendableDocument } from './appendable-document.js';

const SIGNATURE_TIMESTAMP = '1.2.840.113549.1.9.16.2.14';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';

/** A timestamp token found in the document (a signature's or a document timestamp). */
export interface FoundTimestamp {
  /** The document timestamp's field, or the stamped signature's. */
  fieldName: string;
  kind: 'document' | 'signature';
  genTime: Date;
  /** The end of the authority certificate's validity: the token is provable until then. */
  certificateNotAfter: Date | undefined;
}

/** Every certificate a validator needs for the document's signatures and their timestamps. */
export interface SignatureMaterial {
  /** DER, each once, in the order met. */
  certificates: Uint8Array[];
  timestamps: FoundTimestamp[];
}

/**
 * Reads the CMS of every signature and document timestamp in the document: the certificates each
 * carries (the signer's chain, the timestamp authority's in each token) and each token's time and
 * certificate end. It makes no network call: revocation data is the caller's to fetch.
 */
export async function signatureMaterial(pdf: Uint8Array): Promise<SignatureMaterial> {
  const [asn1js, pkijs] = await Promise.all([import('asn1js'), import('pkijs')]);
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const signatures = await AppendableDocument.with(pdf, (document) => document.signatures());
  const certificates = new Map<string, Uint8Array>();
  const timestamps: FoundTimestamp[] = [];

  const signedDataOf = (der: Uint8Array): InstanceType<typeof pkijs.SignedData> | undefined => {
    try {
      const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(der)).result });
      return info.contentType === SIGNED_DATA ? new pkijs.SignedData({ schema: info.content }) : undefined;
    } catch {
      return undefined;
    }
  };
  const keep = (signedData: InstanceType<typeof pkijs.SignedData>) => {
    for (const certificate of signedData.certificates ?? []) {
      if (!(certificate instanceof pkijs.Certificate)) continue;
      const der = new Uint8Array(certificate.toSchema().toBER(false));
      certificates.set(Buffer.from(der).toString('base64'), der);
    }
  };
  const tokenFound = (
    token: InstanceType<typeof pkijs.SignedData>,
    fieldName: string,
    kind: FoundTimestamp['kind'],
  ) => {
    keep(token);
    if (token.encapContentInfo.eContentType !== TST_INFO || !token.encapContentInfo.eContent) return;
    const info = pkijs.TSTInfo.fromBER(token.encapContentInfo.eContent.getValue());
    const sid = token.signerInfos[0]?.sid;
    const signer = token.certificates?.find(
      (item): item is InstanceType<typeof pkijs.Certificate> =>
        item instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        item.issuer.isEqual(sid.issuer) &&
        item.serialNumber.isEqual(sid.serialNumber),
    );
    timestamps.push({ fieldName, kind, genTime: info.genTime, certificateNotAfter: signer?.notAfter.value });
  };

  for (const signature of signatures) {
    const [, contentsAt, contentsEnd] = signature.byteRange;
    if (contentsAt === undefined || contentsEnd === undefined || !(contentsEnd > contentsAt)) continue;
    const hex = bytes.toString('latin1', contentsAt + 1, contentsEnd - 1);
    const signedData = signedDataOf(Buffer.from(hex, 'hex'));
    if (!signedData) continue;
    if (signature.subFilter === 'ETSI.RFC3161') {
      tokenFound(signedData, signature.fieldName, 'document');
      continue;
    }
    keep(signedData);
    for (const signerInfo of signedData.signerInfos) {
      for (const attribute of signerInfo.unsignedAttrs?.attributes ?? []) {
        if (attribute.type !== SIGNATURE_TIMESTAMP) continue;
        for (const value of attribute.values) {
          const token = signedDataOf(new Uint8Array(value.toBER(false)));
          if (token) tokenFound(token, signature.fieldName, 'signature');
        }
      }
    }
  }
  return { certificates: [...certificates.values()].filter(isCertificate), timestamps };
}

function isCertificate(der: Uint8Array): boolean {
  try {
    new X509Certificate(der);
    return true;
  } catch {
    return false;
  }
}
