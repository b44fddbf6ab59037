import { timestampFromDate, type EventInit } from '@rubrica/proto';
import type { CertificateFacts } from './certificates/read-certificate.util.js';

export type SignerCertificateInit = NonNullable<
  EventInit<'rubrica.signing.recipient.applied'>['certificate']
>;

/** The proto `SignerCertificate` of a signer's certificate (the answer and the signature page use it). */
export function toSignerCertificate(facts: CertificateFacts): SignerCertificateInit {
  return {
    subjectName: facts.subjectName,
    issuerName: facts.issuerName,
    serialNumber: facts.serialNumber,
    cpfCnpj: facts.cpfCnpj,
    notBefore: timestampFromDate(facts.notBefore),
    notAfter: timestampFromDate(facts.notAfter),
  };
}
