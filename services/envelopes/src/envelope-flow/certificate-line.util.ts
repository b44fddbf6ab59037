import type { MessageLocale } from '@rubrica/errors';

/** A signer's certificate as the history keeps it (from proto SignerCertificate). */
export interface RecordedCertificate {
  subject_name: string;
  issuer_name?: string;
  serial_number?: string;
  /** Digits only; empty when the certificate carries none. */
  cpf_cnpj?: string;
  not_before?: string;
  not_after?: string;
}

function formatted(digits: string): string {
  if (/^\d{11}$/.test(digits))
    return `CPF ${digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')}`;
  if (/^\d{14}$/.test(digits)) {
    return `CNPJ ${digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}`;
  }
  return digits;
}

const SERIAL: Record<MessageLocale, string> = {
  en: 'serial',
  'pt-BR': 'número de série',
  es: 'número de serie',
};

/**
 * One printable line for a qualified signer's certificate: "subject, CPF, issuer, serial"
 * (proto SignaturePageRecipient.certificate), in the page's language; parts the certificate
 * lacks are left out.
 */
export function certificateLine(certificate: RecordedCertificate, locale: MessageLocale = 'en'): string {
  return [
    certificate.subject_name,
    certificate.cpf_cnpj ? formatted(certificate.cpf_cnpj) : '',
    certificate.issuer_name ?? '',
    certificate.serial_number ? `${SERIAL[locale]} ${certificate.serial_number}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
