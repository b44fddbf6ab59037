import { z } from '@rubrica/config';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

const eventTypes = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length);

/** `POST organizations/integrations/webhooks`. The URL's reachability is the SSRF guard's to judge. */
export const createWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(2048),
  event_types: eventTypes,
  description: z.string().trim().max(200).default(''),
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

/** `PATCH organizations/integrations/webhooks/{id}`: any of the fields. Enabling again clears the disable reason. */
export const updateWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(2048).optional(),
  event_types: eventTypes.optional(),
  description: z.string().trim().max(200).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointSchema>;

/** `POST organizations/integrations/webhooks/{id}/rotate-secret`: how long the old secret keeps signing (default 24 h, at most 7 days). */
export const rotateWebhookSecretSchema = z.object({
  overlap_seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(24 * 3600),
});

/** `GET organizations/integrations/webhooks/{id}/deliveries`. */
export const listDeliveriesSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(['pending', 'succeeded', 'failed']).optional(),
});
