import { z } from '@rubrica/config';
import { isValidCpfCnpj } from './is-valid-cpf-cnpj.util.js';

/**
 * `POST /bird-id` (spec §3 "Cloud-certificate token request", §5): a CPF (11 digits, not all the
 * same, two check digits) or CNPJ (14 digits, two check digits), masks allowed; an OTP of at least
 * 6 characters.
 */
export const openCloudSessionSchema = z.object({
  cpf_cnpj: z
    .string({ error: 'The cpf cnpj field is required.' })
    .transform((value) => value.replace(/[\s./-]/g, ''))
    .refine(isValidCpfCnpj, { error: 'The cpf cnpj is not a valid CPF or CNPJ.' }),
  otp: z
    .string({ error: 'The otp field is required.' })
    .trim()
    .min(6, { error: 'The otp must be at least 6 characters.' }),
});
export type OpenCloudSessionInput = z.output<typeof openCloudSessionSchema>;

/** Spec §3: a certificate of the answer (the SPA picks the valid one with the latest not_after). */
export interface CloudCertificateAnswer {
  alias: string;
  validity: { not_before: string; not_after: string };
  was_revoked: boolean;
  has_valid_date: boolean;
}

export interface OpenCloudSessionResponse {
  access_token: string;
  certificates: CloudCertificateAnswer[];
}
