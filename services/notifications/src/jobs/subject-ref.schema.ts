import { z } from '@rubrica/config';

/** What a message is about (`subject_ref` of `send-email` and `send-whatsapp`), named in its failure event. */
export const subjectRefSchema = z.object({
  kind: z.literal('envelope'),
  envelopeId: z.string().min(1).max(64),
  recipientId: z.string().min(1).max(64).optional(),
});
