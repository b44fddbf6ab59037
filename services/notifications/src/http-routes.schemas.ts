import type { HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import {
  createWebhookEndpointSchema,
  listDeliveriesSchema,
  rotateWebhookSecretSchema,
  updateWebhookEndpointSchema,
} from './webhooks/webhooks.schemas.js';
import {
  whatsappNotificationSchema,
  whatsappReceiptSchema,
  whatsappVerificationQuerySchema,
} from './whatsapp/webhook/whatsapp-webhook.schemas.js';

const WEBHOOKS = '/organizations/integrations/webhooks';

/** Every HTTP route of the notifications service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  { method: 'get', path: WEBHOOKS, summary: 'List the organization’s webhook endpoints' },
  {
    method: 'post',
    path: WEBHOOKS,
    summary: 'Register a webhook endpoint (the answer carries its signing secret once)',
    body: createWebhookEndpointSchema,
  },
  { method: 'get', path: `${WEBHOOKS}/event-types`, summary: 'The events a webhook can subscribe to' },
  {
    method: 'post',
    path: `${WEBHOOKS}/deliveries/{deliveryId}/redeliver`,
    summary: 'Deliver an event again',
  },
  { method: 'get', path: `${WEBHOOKS}/{id}`, summary: 'Get a webhook endpoint' },
  {
    method: 'patch',
    path: `${WEBHOOKS}/{id}`,
    summary: 'Change a webhook endpoint',
    body: updateWebhookEndpointSchema,
  },
  { method: 'delete', path: `${WEBHOOKS}/{id}`, summary: 'Delete a webhook endpoint' },
  {
    method: 'post',
    path: `${WEBHOOKS}/{id}/rotate-secret`,
    summary: 'Issue a new signing secret',
    body: rotateWebhookSecretSchema,
  },
  {
    method: 'get',
    path: `${WEBHOOKS}/{id}/deliveries`,
    summary: 'The endpoint’s recent deliveries',
    query: listDeliveriesSchema,
  },
  { method: 'post', path: `${WEBHOOKS}/{id}/test`, summary: 'Send a test event' },
  {
    method: 'get',
    path: '/p/notifications/whatsapp',
    summary: 'WhatsApp’s subscription check (answers `hub.challenge` as text)',
    query: whatsappVerificationQuerySchema,
    response: { file: 'text/plain' },
    errors: [403],
  },
  {
    method: 'post',
    path: '/p/notifications/whatsapp',
    summary: 'WhatsApp delivery statuses, signed with the app secret',
    body: whatsappNotificationSchema,
    response: whatsappReceiptSchema,
    errors: [401],
  },
];
