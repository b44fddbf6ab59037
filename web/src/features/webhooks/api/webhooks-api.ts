import { api } from '../../../app/api.js';

/** An endpoint as `organizations/integrations/webhooks` shows it: never its secret. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  /** Why the platform switched it off (it kept failing); cleared when enabled again. */
  disabled_reason: string | null;
  /** While the previous secret still signs beside the new one (after a rotation). */
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The answers to register and rotate carry the signing secret, this once. */
export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

export interface EndpointInput {
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryAttempt {
  attempt: number;
  request: { url: string; headers: Record<string, string>; body: string | null };
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  duration_ms: number | null;
  attempted_at: string;
}

export interface WebhookDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type?: string;
  envelope_id: string | null;
  manual: boolean;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  log: DeliveryAttempt[];
}

export interface DeliveriesPage {
  data: WebhookDelivery[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

export interface DeliveriesQuery {
  endpointId: string;
  page: number;
  status?: DeliveryStatus;
}

/** The delivery log's page size. */
export const DELIVERIES_PER_PAGE = 10;

const ENDPOINT = 'WebhookEndpoint' as const;
const DELIVERY = 'WebhookDelivery' as const;
const BASE = 'organizations/integrations/webhooks';
const endpointPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

const withTags = api.enhanceEndpoints({ addTagTypes: [ENDPOINT, DELIVERY] });

/**
 * The organization's webhook endpoints and their delivery log (owners only, like every
 * integration: organization spec §6). Changes answer with the endpoint; register and rotate also
 * with its secret, shown once. The screen words failures itself.
 */
export const webhooksApi = withTags.injectEndpoints({
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
