import { z } from '@rubrica/config';

/**
 * GET p/envelopes/documents/validar/{envelopeId}: ITI VALIDAR's hook query (its developer guide:
 * `_format` reserved for VALIDAR, `_secretCode` of 0 to 64 characters).
 */
export const validarQuerySchema = z.object({
  _format: z.literal('application/validador-iti+json'),
  _secretCode: z.string().trim().max(64, 'The code is not valid.'),
});
export type ValidarQueryInput = z.output<typeof validarQuerySchema>;

/** GET p/envelopes/documents/validar/{envelopeId}/files/{documentId}: the code VALIDAR was given. */
export const validarFileQuerySchema = validarQuerySchema.pick({ _secretCode: true });
export type ValidarFileQueryInput = z.output<typeof validarFileQuerySchema>;
