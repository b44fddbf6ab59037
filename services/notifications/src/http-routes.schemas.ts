import { z } from '@rubrica/config';
import { answer, paginatedSchema, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import {
  integrationCatalogueSchema,
  integrationLoginResponseSchema,
  integrationResponseSchema,
} from './integrations/integration-responses.schemas.js';
import type {
  IntegrationLoginHttpController,
  IntegrationsHttpController,
} from './integrations/integrations.http-controller.js';
import { integrationInputSchema, integrationUpdateSchema } from './integrations/integrations.schemas.js';
import {
  webhookDeliveryResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointWithSecretSchema,
  webhookEventTypesSchema,
} from './webhooks/webhook-responses.schemas.js';
import type { WebhooksHttpController } from './webhooks/webhooks.http-controller.js';
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
type Webhooks = WebhooksHttpController;
const INTEGRATIONS = '/organizations/integrations';
type Integrations = IntegrationsHttpController;

/** Every HTTP route of the notifications service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: WEBHOOKS,
    summary: 'List the organization’s webhook endpoints',
    response: answer<Webhooks['list']>()(z.object({ data: z.array(webhookEndpointResponseSchema) })),
  },
  {
    method: 'post',
    path: WEBHOOKS,
    summary: 'Register a webhook endpoint (the answer carries its signing secret once)',
    body: createWebhookEndpointSchema,
    response: answer<Webhooks['create']>()(webhookEndpointWithSecretSchema),
  },
  {
    method: 'get',
    path: `${WEBHOOKS}/event-types`,
    summary: 'The events a webhook can subscribe to',
    response: answer<Webhooks['eventTypes']>()(webhookEventTypesSchema),
  },
  {
    method: 'post',
    path: `${WEBHOOKS}/deliveries/{deliveryId}/redeliver`,
    summary: 'Deliver an event again',
    response: answer<Webhooks['redeliverOne']>()(webhookDeliveryResponseSchema),
  },
  {
    method: 'get',
    path: `${WEBHOOKS}/{id}`,
    summary: 'Get a webhook endpoint',
    response: answer<Webhooks['show']>()(webhookEndpointResponseSchema),
  },
  {
    method: 'patch',
    path: `${WEBHOOKS}/{id}`,
    summary: 'Change a webhook endpoint',
    body: updateWebhookEndpointSchema,
    response: answer<Webhooks['update']>()(webhookEndpointResponseSchema),
  },
  { method: 'delete', path: `${WEBHOOKS}/{id}`, summary: 'Delete a webhook endpoint' },
  {
    method: 'post',
    path: `${WEBHOOKS}/{id}/rotate-secret`,
    summary: 'Issue a new signing secret',
    body: rotateWebhookSecretSchema,
    response: answer<Webhooks['rotate']>()(webhookEndpointWithSecretSchema),
  },
  {
    method: 'get',
    path: `${WEBHOOKS}/{id}/deliveries`,
    summary: 'The endpoint’s recent deliveries',
    query: listDeliveriesSchema,
    response: answer<Webhooks['deliveries']>()(paginatedSchema(webhookDeliveryResponseSchema)),
  },
  {
    method: 'post',
    path: `${WEBHOOKS}/{id}/test`,
    summary: 'Send a test event',
    response: answer<Webhooks['test']>()(webhookDeliveryResponseSchema),
  },
  {
    method: 'get',
    path: `${INTEGRATIONS}/all`,
    summary: 'The tools an organization can connect, with their config fields',
    response: answer<Integrations['all']>()(integrationCatalogueSchema),
  },
  {
    method: 'get',
    path: INTEGRATIONS,
    summary: 'The organization’s configured integrations',
    response: answer<Integrations['list']>()(z.object({ data: z.array(integrationResponseSchema) })),
  },
  {
    method: 'post',
    path: INTEGRATIONS,
    summary: 'Connect a tool (its credentials are tested first, then kept encrypted)',
    body: integrationInputSchema,
    response: answer<Integrations['create']>()(integrationResponseSchema),
    errors: [409],
  },
  {
    method: 'patch',
    path: INTEGRATIONS,
    summary: 'Change the configured tool of a type (a password left out is kept)',
    body: integrationUpdateSchema,
    response: answer<Integrations['update']>()(integrationResponseSchema),
    errors: [404],
  },
  { method: 'delete', path: `${INTEGRATIONS}/{id}`, summary: 'Disconnect a tool' },
  {
    method: 'post',
    path: '/envelopes/integrations/login',
    summary: 'Test a tool’s credentials (nothing is stored)',
    body: integrationInputSchema,
    response: answer<IntegrationLoginHttpController['login']>()(integrationLoginResponseSchema),
  },
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
