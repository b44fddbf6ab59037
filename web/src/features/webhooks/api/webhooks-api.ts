import { TAGS } from '../../../api/tags.js';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksCreateApiArg,
  WebhooksCreateApiResponse,
  WebhooksDeliveriesApiResponse,
} from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';

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

export interface DeliveriesQuery {
  endpointId: string;
  page: number;
  status?: DeliveryStatus;
}

/** The delivery log's page size. */
export const DELIVERIES_PER_PAGE = 10;

const ENDPOINT = TAGS.webhookEndpoint;
const DELIVERY = TAGS.webhookDelivery;
const BASE = 'organizations/integrations/webhooks';
const endpointPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * The organization's webhook endpoints and their delivery log (owners only, like every
 * integration: organization spec §6). Changes answer with the endpoint; register and rotate also
 * with its secret, shown once. The screen words failures itself.
 */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => BASE,
      transformResponse: (body: { data: WebhookEndpoint[] }) => body.data,
      providesTags: [ENDPOINT],
    }),
    listEventTypes: build.query<string[], void>({
      query: () => `${BASE}/event-types`,
      transformResponse: (body: { data: string[] }) => body.data,
    }),
    createEndpoint: build.mutation<WebhookEndpointWithSecret, EndpointInput>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      invalidatesTags: [ENDPOINT],
      extraOptions: { handles: 'all' },
    }),
    updateEndpoint: build.mutation<WebhookEndpoint, { id: string } & Partial<EndpointInput>>({
      query: ({ id, ...body }) => ({ url: endpointPath(id), method: 'PATCH', body }),
      invalidatesTags: [ENDPOINT],
      extraOptions: { handles: 'all' },
    }),
    deleteEndpoint: build.mutation<void, string>({
      query: (id) => ({ url: endpointPath(id), method: 'DELETE' }),
      invalidatesTags: [ENDPOINT, DELIVERY],
      extraOptions: { handles: 'all' },
    }),
    rotateSecret: build.mutation<WebhookEndpointWithSecret, { id: string; overlapSeconds: number }>({
      query: ({ id, overlapSeconds }) => ({
        url: `${endpointPath(id)}/rotate-secret`,
        method: 'POST',
        body: { overlap_seconds: overlapSeconds },
      }),
      invalidatesTags: [ENDPOINT],
      extraOptions: { handles: 'all' },
    }),
    listDeliveries: build.query<DeliveriesPage, DeliveriesQuery>({
      query: ({ endpointId, page, status }) => ({
        url: `${endpointPath(endpointId)}/deliveries`,
        params: { page, per_page: DELIVERIES_PER_PAGE, ...(status ? { status } : {}) },
      }),
      providesTags: [DELIVERY],
    }),
    sendTestEvent: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `${endpointPath(id)}/test`, method: 'POST' }),
      invalidatesTags: [DELIVERY],
      extraOptions: { handles: 'all' },
    }),
    redeliver: build.mutation<WebhookDelivery, string>({
      query: (deliveryId) => ({
        url: `${BASE}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        method: 'POST',
      }),
      invalidatesTags: [DELIVERY],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useListEndpointsQuery,
  useListEventTypesQuery,
  useCreateEndpointMutation,
  useUpdateEndpointMutation,
  useDeleteEndpointMutation,
  useRotateSecretMutation,
  useListDeliveriesQuery,
  useSendTestEventMutation,
  useRedeliverMutation,
} = webhooksApi;
