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
export const cloudCertificateAnswerSchema = z.object({
  alias: z.string(),
  validity: z.object({ not_before: z.string(), not_after: z.string() }),
  was_revoked: z.boolean(),
  has_valid_date: z.boolean(),
});
export type CloudCertificateAnswer = z.output<typeof cloudCertificateAnswerSchema>;

export const openCloudSessionResponseSchema = z
  .object({
    access_token: z.string(),
    certificates: z.array(cloudCertificateAnswerSchema),
  })
  .meta({ id: 'CloudCertificateSession' });
export type OpenCloudSessionResponse = z.output<typeof openCloudSessionResponseSchema>;
