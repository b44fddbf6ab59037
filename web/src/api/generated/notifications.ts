// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `notifications`; their cache tags are added in web/src/api/notifications.ts from the one
// registry, web/src/api/tags.ts.
import type {
  IntegrationLoginLoginApiArg,
  IntegrationLoginLoginApiResponse,
  IntegrationsAllApiArg,
  IntegrationsAllApiResponse,
  IntegrationsCreateApiArg,
  IntegrationsCreateApiResponse,
  IntegrationsListApiArg,
  IntegrationsListApiResponse,
  IntegrationsRemoveApiArg,
  IntegrationsRemoveApiResponse,
  IntegrationsUpdateApiArg,
  IntegrationsUpdateApiResponse,
  WebhooksCreateApiArg,
  WebhooksCreateApiResponse,
  WebhooksDeliveriesApiArg,
  WebhooksDeliveriesApiResponse,
  WebhooksEventTypesApiArg,
  WebhooksEventTypesApiResponse,
  WebhooksListApiArg,
  WebhooksListApiResponse,
  WebhooksRedeliverOneApiArg,
  WebhooksRedeliverOneApiResponse,
  WebhooksRemoveApiArg,
  WebhooksRemoveApiResponse,
  WebhooksRotateApiArg,
  WebhooksRotateApiResponse,
  WebhooksShowApiArg,
  WebhooksShowApiResponse,
  WebhooksTestApiArg,
  WebhooksTestApiResponse,
  WebhooksUpdateApiArg,
  WebhooksUpdateApiResponse,
  WhatsappWebhookReceiveApiArg,
  WhatsappWebhookReceiveApiResponse,
  WhatsappWebhookVerifyApiArg,
  WhatsappWebhookVerifyApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    webhooksList: build.query<WebhooksListApiResponse, WebhooksListApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksCreate: build.mutation<WebhooksCreateApiResponse, WebhooksCreateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksEventTypes: build.query<WebhooksEventTypesApiResponse, WebhooksEventTypesApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/event-types`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksRedeliverOne: build.mutation<WebhooksRedeliverOneApiResponse, WebhooksRedeliverOneApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/deliveries/${encodeURIComponent(String(queryArg.deliveryId))}/redeliver`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksShow: build.query<WebhooksShowApiResponse, WebhooksShowApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksUpdate: build.mutation<WebhooksUpdateApiResponse, WebhooksUpdateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksRemove: build.mutation<WebhooksRemoveApiResponse, WebhooksRemoveApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksRotate: build.mutation<WebhooksRotateApiResponse, WebhooksRotateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}/rotate-secret`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    webhooksDeliveries: build.query<WebhooksDeliveriesApiResponse, WebhooksDeliveriesApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}/deliveries`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          status: queryArg.status,
        },
      }),
    }),
    webhooksTest: build.mutation<WebhooksTestApiResponse, WebhooksTestApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/webhooks/${encodeURIComponent(String(queryArg.id))}/test`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationsAll: build.query<IntegrationsAllApiResponse, IntegrationsAllApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/all`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationsList: build.query<IntegrationsListApiResponse, IntegrationsListApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationsCreate: build.mutation<IntegrationsCreateApiResponse, IntegrationsCreateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationsUpdate: build.mutation<IntegrationsUpdateApiResponse, IntegrationsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationsRemove: build.mutation<IntegrationsRemoveApiResponse, IntegrationsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/organizations/integrations/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    integrationLoginLogin: build.mutation<IntegrationLoginLoginApiResponse, IntegrationLoginLoginApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/integrations/login`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    whatsappWebhookVerify: build.query<WhatsappWebhookVerifyApiResponse, WhatsappWebhookVerifyApiArg>({
      query: (queryArg) => ({
        url: `/p/notifications/whatsapp`,
        params: {
          'hub.mode': queryArg['hub.mode'],
          'hub.verify_token': queryArg['hub.verify_token'],
          'hub.challenge': queryArg['hub.challenge'],
        },
      }),
    }),
    whatsappWebhookReceive: build.mutation<WhatsappWebhookReceiveApiResponse, WhatsappWebhookReceiveApiArg>({
      query: (queryArg) => ({
        url: `/p/notifications/whatsapp`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
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
} = injectedRtkApi;
