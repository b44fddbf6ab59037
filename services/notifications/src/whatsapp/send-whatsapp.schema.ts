import { z } from '@rubrica/config';
import { EMAIL_LOCALES, WHATSAPP_TEMPLATE_NAMES, type SendWhatsappJob } from '@rubrica/jobs';
import { subjectRefSchema } from '../jobs/subject-ref.schema.js';

/** The `send-whatsapp` payload as it comes out of Redis: checked, since any producer may have written it. */
export const sendWhatsappPayloadSchema = z.object({
  to: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form'),
  template: z.enum(WHATSAPP_TEMPLATE_NAMES),
  locale: z.enum(EMAIL_LOCALES),
  params: z.record(z.string(), z.string()),
  link: z.url({ protocol: /^https?$/ }).optional(),
  subject_ref: subjectRefSchema.optional(),
}) satisfies z.ZodType<SendWhatsappJob>;
export type SendWhatsappPayload = z.infer<typeof sendWhatsappPayloadSchema>;
