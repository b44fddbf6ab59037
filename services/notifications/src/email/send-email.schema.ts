import { z } from '@rubrica/config';
import { EMAIL_LOCALES, EMAIL_TEMPLATE_NAMES, type SendEmailJob } from '@rubrica/jobs';
import { subjectRefSchema } from '../jobs/subject-ref.schema.js';

/** The `send-email` payload as it comes out of Redis: checked, since any producer may have written it. */
export const sendEmailPayloadSchema = z.object({
  to: z.email(),
  template: z.enum(EMAIL_TEMPLATE_NAMES),
  locale: z.enum(EMAIL_LOCALES),
  params: z.record(z.string(), z.string()),
  category: z.string().max(64).optional(),
  subject_ref: subjectRefSchema.optional(),
}) satisfies z.ZodType<SendEmailJob>;
export type SendEmailPayload = z.infer<typeof sendEmailPayloadSchema>;
