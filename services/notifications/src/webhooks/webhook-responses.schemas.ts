import { z } from '@rubrica/config';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

// The answers of the webhook routes; the route table holds each to its handler's return type.

export const webhookEndpointResponseSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    event_types: z.array(z.string()),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable(),
    /** While a rotated secret still signs deliveries beside the new one. */
    previous_secret_expires_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });

/** Create and rotate: the signing secret, shown this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointResponseSchema.extend({ secret: z.string() });

export const webhookEventTypesSchema = z.object({ data: z.array(z.enum(WEBHOOK_EVENT_TYPES)) });

export const webhookDeliveryResponseSchema = z
  .object({
    id: z.string(),
    endpoint_id: z.string(),
    event_id: z.string(),
    // Absent when the event's type is not one this version knows.
    // Left out when the event's type is not one this version knows (the key is there, undefined).
    event_type: z.union([z.string(), z.undefined()]).meta({ type: 'string' }),
    envelope_id: z.string().nullable(),
    manual: z.boolean(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    log: z.array(
      z.object({
        attempt: z.number().int(),
        request: z.object({
          url: z.string(),
          headers: z.record(z.string(), z.string()),
          body: z.string().nullable(),
        }),
        response_status: z.number().int().nullable(),
        response_excerpt: z.string().nullable(),
        error: z.string().nullable(),
        duration_ms: z.number(),
        attempted_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });
