// Generated from openapi/openapi.json (`make openapi`): never edit.
// The endpoints tagged `notifications`, as they are in the document; their cache tags are added in
// web/src/api/notifications.ts from the one registry, web/src/api/tags.ts.
import type { NotificationsEndpoints } from './rubrica-api.js';
import { injectTable, mutation, query } from '../endpoint-table.js';

// Each endpoint: its route, `METHOD /path/{field}{?field,…}`, and the other fields it sends; one
// row a line, however long its route.
// prettier-ignore
export const generatedApi = injectTable<NotificationsEndpoints>({
  webhooksList: query('GET /organizations/integrations/webhooks', 'X-Organization'),
  webhooksCreate: mutation('POST /organizations/integrations/webhooks', 'X-Organization,body'),
  webhooksEventTypes: query('GET /organizations/integrations/webhooks/event-types', 'X-Organization'),
  webhooksRedeliverOne: mutation('POST /organizations/integrations/webhooks/deliveries/{deliveryId}/redeliver', 'X-Organization'),
  webhooksShow: query('GET /organizations/integrations/webhooks/{id}', 'X-Organization'),
  webhooksUpdate: mutation('PATCH /organizations/integrations/webhooks/{id}', 'X-Organization,body'),
  webhooksRemove: mutation('DELETE /organizations/integrations/webhooks/{id}', 'X-Organization'),
  webhooksRotate: mutation('POST /organizations/integrations/webhooks/{id}/rotate-secret', 'X-Organization,body'),
  webhooksDeliveries: query('GET /organizations/integrations/webhooks/{id}/deliveries{?page,per_page=perPage,status}', 'X-Organization'),
  webhooksTest: mutation('POST /organizations/integrations/webhooks/{id}/test', 'X-Organization'),
  integrationsAll: query('GET /organizations/integrations/all', 'X-Organization'),
  integrationsList: query('GET /organizations/integrations', 'X-Organization'),
  integrationsCreate: mutation('POST /organizations/integrations', 'X-Organization,body'),
  integrationsUpdate: mutation('PATCH /organizations/integrations', 'X-Organization,body'),
  integrationsRemove: mutation('DELETE /organizations/integrations/{id}', 'X-Organization'),
  integrationLoginLogin: mutation('POST /envelopes/integrations/login', 'X-Organization,body'),
  whatsappWebhookVerify: query('GET /p/notifications/whatsapp{?hub.mode,hub.verify_token,hub.challenge}', ''),
  whatsappWebhookReceive: mutation('POST /p/notifications/whatsapp', 'body'),
});
export const {
  useWebhooksListQuery,
  useLazyWebhooksListQuery,
  useWebhooksCreateMutation,
  useWebhooksEventTypesQuery,
  useLazyWebhooksEventTypesQuery,
  useWebhooksRedeliverOneMutation,
  useWebhooksShowQuery,
  useLazyWebhooksShowQuery,
  useWebhooksUpdateMutation,
  useWebhooksRemoveMutation,
  useWebhooksRotateMutation,
  useWebhooksDeliveriesQuery,
  useLazyWebhooksDeliveriesQuery,
  useWebhooksTestMutation,
  useIntegrationsAllQuery,
  useLazyIntegrationsAllQuery,
  useIntegrationsListQuery,
  useLazyIntegrationsListQuery,
  useIntegrationsCreateMutation,
  useIntegrationsUpdateMutation,
  useIntegrationsRemoveMutation,
  useIntegrationLoginLoginMutation,
  useWhatsappWebhookVerifyQuery,
  useLazyWhatsappWebhookVerifyQuery,
  useWhatsappWebhookReceiveMutation,
} = generatedApi;
