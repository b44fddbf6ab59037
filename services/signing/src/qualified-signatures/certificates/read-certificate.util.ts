import { X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { QualifiedSignatureError } from '../qualified-signatures.exception.js';

/** ICP-Brasil otherName OIDs in the SubjectAltName (DOC-ICP-04): a person's data, a company's CNPJ. */
export const ICP_BRASIL_OTHER_NAME = { personData: '2.16.76.1.3.1', cnpj: '2.16.76.1.3.3' } as const;

/** What the signing service needs to know of a signer's certificate. */
export interface CertificateFacts {
  der: Uint8Array;
  subjectName: string;
  issuerName: string;
  /** Uppercase hex, as viewers show it. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** The CPF (person) or CNPJ (company) the ICP-Brasil SubjectAltName carries, digits only, or ''. */
  cpfCnpj: string;
  /** Whether the key usage allows signing documents (digitalSignature or nonRepudiation). */
  canSign: boolean;
  /** Where the issuer publishes its revocation list (CRL distribution points, http only). */
  crlUrls: string[];
}

/** Reads a DER certificate; an unreadable one is `signing.certificate_invalid`. */
export function readCertificate(der: Uint8Array): CertificateFacts {
  let node: X509Certificate;
  let parsed: pkijs.Certificate;
  try {
    node = new X509Certificate(der);
    parsed = pkijs.Certificate.fromBER(der);
  } catch {
    throw QualifiedSignatureError.certificateInvalid('The certificate is not a readable X.509 certificate.');
  }
  const extensions = parsed.extensions ?? [];
  const extension = (oid: string) => extensions.find((candidate) => candidate.extnID === oid)?.parsedValue;

  const keyUsage = extension('2.5.29.15') as asn1js.BitString | undefined;
  const usageBits = keyUsage ? (keyUsage.valueBlock.valueHexView[0] ?? 0) : 0;

  let cpfCnpj = '';
  const altNames = extension('2.5.29.17') as pkijs.AltName | undefined;
  for (const name of altNames?.altNames ?? []) {
    if (name.type !== 0) continue;
    const [typeId, wrapped] = (name.value as asn1js.Constructed).valueBlock.value as [
      asn1js.ObjectIdentifier,
      asn1js.Constructed,
    ];
    const text = textOf(wrapped?.valueBlock.value[0]);
    const oid = typeId?.valueBlock.toString();
    if (oid === ICP_BRASIL_OTHER_NAME.personData && /^\d{19}/.test(text)) cpfCnpj = text.slice(8, 19);
    if (oid === ICP_BRASIL_OTHER_NAME.cnpj && /^\d{14}/.test(text)) cpfCnpj = text.slice(0, 14);
  }

  const crlUrls: string[] = [];
  const points = extension('2.5.29.31') as pkijs.CRLDistributionPoints | undefined;
  for (const point of points?.distributionPoints ?? []) {
    const names = Array.isArray(point.distributionPoint) ? point.distributionPoint : [];
    for (const name of names) {
      if (name.type === 6 && /^https?:\/\//.test(String(name.value))) crlUrls.push(String(name.value));
    }
  }

  return {
    der: new Uint8Array(der),
    subjectName: node.subject.split('\n').reverse().join(', '),
    issuerName: node.issuer.split('\n').reverse().join(', '),
    serialNumber: node.serialNumber.toUpperCase(),
    notBefore: new Date(node.validFrom),
    notAfter: new Date(node.validTo),
    cpfCnpj,
    // digitalSignature (bit 0) or nonRepudiation (bit 1); no extension means no restriction.
    canSign: !keyUsage || (usageBits & 0xc0) !== 0,
    crlUrls,
  };
}

function textOf(value: asn1js.AsnType | undefined): string {
  if (value instanceof asn1js.OctetString)
    return Buffer.from(value.valueBlock.valueHexView).toString('latin1');
  if (value && 'valueBlock' in value && typeof (value.valueBlock as { value?: unknown }).value === 'string') {
    return (value.valueBlock as { value: string }).value;
  }
  return '';
}
