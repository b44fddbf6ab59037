import { z } from '@rubrica/config';

/** Meta's subscription check (GET): answered with `hub.challenge` when the verify token is ours. */
export const whatsappVerificationQuerySchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string(),
  'hub.challenge': z.string().min(1),
});

/** Meta's notification (POST), signed in `X-Hub-Signature-256`; only message statuses are read. */
export const whatsappNotificationSchema = z
  .object({ object: z.string().optional(), entry: z.array(z.unknown()).optional() })
  .loose();

export const whatsappReceiptSchema = z.object({ received: z.number().int() });
