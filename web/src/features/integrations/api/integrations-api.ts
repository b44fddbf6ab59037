import { TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import {
  listOf,
  toActiveIntegration,
  toTool,
  type ActiveIntegration,
  type IntegrationConfig,
  type IntegrationTool,
} from './integration-types.js';

export interface IntegrationRequest {
  type: string;
  config: IntegrationConfig;
}

const ACTIVE = TAGS.activeIntegration;

/**
 * Integrations (organization spec §7; every call carries X-Organization, added by the base query).
 * Saving posts a new integration or patches the configured one; the configure modal words its own
 * failures (§8), so the changing calls raise no generic alert.
 */
export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTools: build.query<IntegrationTool[], void>({
      query: () => 'organizations/integrations/all',
      transformResponse: (body: unknown) => listOf(body).map(toTool),
    }),
    listActiveIntegrations: build.query<ActiveIntegration[], void>({
      query: () => 'organizations/integrations',
      // The spec reads the list at data.data: the answer's `data`.
      transformResponse: (body: unknown) => listOf(body).map(toActiveIntegration),
      providesTags: [ACTIVE],
    }),
    testIntegration: build.mutation<unknown, IntegrationRequest>({
      query: (body) => ({ url: 'envelopes/integrations/login', method: 'POST', body }),
      extraOptions: { handles: 'all' },
    }),
    saveIntegration: build.mutation<unknown, IntegrationRequest & { configured: boolean }>({
      query: ({ configured, ...body }) => ({
        url: 'organizations/integrations',
        method: configured ? 'PATCH' : 'POST',
        body,
      }),
      invalidatesTags: [ACTIVE],
      extraOptions: { handles: 'all' },
    }),
    disconnectIntegration: build.mutation<null, string>({
      query: (id) => ({
        url: `organizations/integrations/${encodeURIComponent(id)}`,
        method: 'DELETE',
        // §8: a disconnect answered with anything but 204 failed.
        validateStatus: (response) => response.status === 204,
      }),
      invalidatesTags: [ACTIVE],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useListToolsQuery,
  useListActiveIntegrationsQuery,
  useTestIntegrationMutation,
  useSaveIntegrationMutation,
  useDisconnectIntegrationMutation,
} = integrationsApi;
