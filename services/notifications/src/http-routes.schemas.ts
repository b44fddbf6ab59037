import { z } from '@rubrica/config';
import { answer, paginatedSchema, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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

/**
 * Every HTTP route of the notifications service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  route.get(WEBHOOKS, 'List the organization’s webhook endpoints', { response: answer<Webhooks['list']>()(z.object({ data: z.array(webhookEndpointResponseSchema) })) }),
  route.post(WEBHOOKS, 'Register a webhook endpoint (the answer carries its signing secret once)', { body: createWebhookEndpointSchema, response: answer<Webhooks['create']>()(webhookEndpointWithSecretSchema) }),
  route.get(`${WEBHOOKS}/event-types`, 'The events a webhook can subscribe to', { response: answer<Webhooks['eventTypes']>()(webhookEventTypesSchema) }),
  route.post(`${WEBHOOKS}/deliveries/{deliveryId}/redeliver`, 'Deliver an event again', { response: answer<Webhooks['redeliverOne']>()(webhookDeliveryResponseSchema) }),
  route.get(`${WEBHOOKS}/{id}`, 'Get a webhook endpoint', { response: answer<Webhooks['show']>()(webhookEndpointResponseSchema) }),
  route.patch(`${WEBHOOKS}/{id}`, 'Change a webhook endpoint', { body: updateWebhookEndpointSchema, response: answer<Webhooks['update']>()(webhookEndpointResponseSchema) }),
  route.delete(`${WEBHOOKS}/{id}`, 'Delete a webhook endpoint'),
  route.post(`${WEBHOOKS}/{id}/rotate-secret`, 'Issue a new signing secret', { body: rotateWebhookSecretSchema, response: answer<Webhooks['rotate']>()(webhookEndpointWithSecretSchema) }),
  route.get(`${WEBHOOKS}/{id}/deliveries`, 'The endpoint’s recent deliveries', { query: listDeliveriesSchema, response: answer<Webhooks['deliveries']>()(paginatedSchema(webhookDeliveryResponseSchema)) }),
  route.post(`${WEBHOOKS}/{id}/test`, 'Send a test event', { response: answer<Webhooks['test']>()(webhookDeliveryResponseSchema) }),
  route.get(`${INTEGRATIONS}/all`, 'The tools an organization can connect, with their config fields', { response: answer<Integrations['all']>()(integrationCatalogueSchema) }),
  route.get(INTEGRATIONS, 'The organization’s configured integrations', { response: answer<Integrations['list']>()(z.object({ data: z.array(integrationResponseSchema) })) }),
  route.post(INTEGRATIONS, 'Connect a tool (its credentials are tested first, then kept encrypted)', { body: integrationInputSchema, response: answer<Integrations['create']>()(integrationResponseSchema), errors: [409] }),
  route.patch(INTEGRATIONS, 'Change the configured tool of a type (a password left out is kept)', { body: integrationUpdateSchema, response: answer<Integrations['update']>()(integrationResponseSchema), errors: [404] }),
  route.delete(`${INTEGRATIONS}/{id}`, 'Disconnect a tool'),
  route.post('/envelopes/integrations/login', 'Test a tool’s credentials (nothing is stored)', { body: integrationInputSchema, response: answer<IntegrationLoginHttpController['login']>()(integrationLoginResponseSchema) }),
  route.get('/p/notifications/whatsapp', 'WhatsApp’s subscription check (answers `hub.challenge` as text)', { query: whatsappVerificationQuerySchema, response: { file: 'text/plain' }, errors: [403] }),
  route.post('/p/notifications/whatsapp', 'WhatsApp delivery statuses, signed with the app secret', { body: whatsappNotificationSchema, response: whatsappReceiptSchema, errors: [401] }),
];
