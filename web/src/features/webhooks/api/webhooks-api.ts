import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhooksCreateApiArg,
  type WebhooksCreateApiResponse,
  type WebhooksDeliveriesApiResponse,
  type WebhooksUpdateApiArg,
} from '../../../api/rubrica-api.js';
import { notificationsApi } from '../../../api/notifications.js';
import { TAGS } from '../../../api/tags.js';

/**
 * An endpoint as `organizations/integrations/webhooks` shows it, never with its secret:
 * disabled_reason says why the platform switched it off (it kept failing), cleared when enabled
 * again; previous_secret_expires_at, while the previous secret still signs beside the new one.
 */
export type { WebhookDelivery, WebhookEndpoint };

/** The answers to register and rotate carry the signing secret, this once. */
export type WebhookEndpointWithSecret = WebhooksCreateApiResponse;

/** The event types come from the server's own list (GET …/event-types), read as text. */
export type EndpointInput = Omit<WebhooksCreateApiArg['body'], 'event_types'> & { event_types: string[] };

export type DeliveryStatus = WebhookDelivery['status'];
export type DeliveryAttempt = WebhookDelivery['log'][number];
export type DeliveriesPage = WebhooksDeliveriesApiResponse;

/** The delivery log's page size. */
export const DELIVERIES_PER_PAGE = 10;

const ENDPOINT = TAGS.webhookEndpoint;
const DELIVERY = TAGS.webhookDelivery;

/** What registering an endpoint sends: the event types it picked from the server's own list. */
export const createBody = (input: EndpointInput) => input as WebhooksCreateApiArg['body'];

/** What changing an endpoint sends: only the fields that change. */
export const updateBody = (input: Partial<EndpointInput>) => input as WebhooksUpdateApiArg['body'];

/**
 * The organization's webhook endpoints and their delivery log (owners only, like every
 * integration: organization spec §6), from the generated client. Changes answer with the
 * endpoint; register and rotate also with its secret, shown once. The screen words failures itself.
 */
export const webhooksApi = notificationsApi.enhanceEndpoints({
  endpoints: {
    webhooksList: { providesTags: [ENDPOINT] },
    webhooksCreate: { invalidatesTags: [ENDPOINT], extraOptions: { handles: 'all' } },
    webhooksUpdate: { invalidatesTags: [ENDPOINT], extraOptions: { handles: 'all' } },
    webhooksRemove: { invalidatesTags: [ENDPOINT, DELIVERY], extraOptions: { handles: 'all' } },
    webhooksRotate: { invalidatesTags: [ENDPOINT], extraOptions: { handles: 'all' } },
    webhooksDeliveries: { providesTags: [DELIVERY] },
    webhooksTest: { invalidatesTags: [DELIVERY], extraOptions: { handles: 'all' } },
    webhooksRedeliverOne: { invalidatesTags: [DELIVERY], extraOptions: { handles: 'all' } },
  },
});

export const {
  useWebhooksListQuery,
  useWebhooksEventTypesQuery,
  useWebhooksCreateMutation,
  useWebhooksUpdateMutation,
  useWebhooksRemoveMutation,
  useWebhooksRotateMutation,
  useWebhooksDeliveriesQuery,
  useWebhooksTestMutation,
  useWebhooksRedeliverOneMutation,
} = webhooksApi;
