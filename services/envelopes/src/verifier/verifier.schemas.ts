import { z } from '@rubrica/config';

/** POST p/envelopes/documents/validate: a validation code, a file (multipart `file`), or both. */
export const validateDocumentSchema = z.object({
  code: z.string().trim().max(64, 'The code is not valid.').optional(),
});
export type ValidateDocumentInput = z.output<typeof validateDocumentSchema>;
