import { TAGS } from '../../../api/tags.js';
import type { DeveloperAppsCreateApiArg, OAuthClient } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/**
 * A developer application (organization spec §3, "Developer client"), as GET /oauth/clients lists
 * it: sandbox apps expire 7 days after creation; plain_secret only comes in the answers to create
 * and refresh, shown once.
 */
export type DeveloperClient = OAuthClient;

export type NewClient = DeveloperAppsCreateApiArg['body'];

const CLIENT = TAGS.developerClient;
const clientPath = (id: string) => `oauth/clients/${encodeURIComponent(id)}`;

/**
 * Developer applications (organization spec §7, "Developer clients"). Every change refreshes the
 * list. The screen words each failure itself (§8: publish and refresh failures are only logged,
 * create shows field errors), so no call raises the generic alert.
 */
export const developerApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<DeveloperClient[], void>({
      query: () => 'oauth/clients',
      transformResponse: (body: { data?: DeveloperClient[] } | DeveloperClient[]) =>
        Array.isArray(body) ? body : (body.data ?? []),
      providesTags: [CLIENT],
    }),
    createClient: build.mutation<DeveloperClient, NewClient>({
      query: (body) => ({ url: 'oauth/clients', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<DeveloperClient>(body),
      invalidatesTags: [CLIENT],
      extraOptions: { handles: 'all' },
    }),
    refreshClientSecret: build.mutation<DeveloperClient, string>({
      query: (id) => ({ url: `${clientPath(id)}/refresh`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DeveloperClient>(body),
      invalidatesTags: [CLIENT],
      extraOptions: { handles: 'all' },
    }),
    publishClient: build.mutation<DeveloperClient, string>({
      query: (id) => ({ url: `${clientPath(id)}/deploy`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<DeveloperClient>(body),
      invalidatesTags: [CLIENT],
      extraOptions: { handles: 'all' },
    }),
    deleteClient: build.mutation<void, string>({
      query: (id) => ({ url: clientPath(id), method: 'DELETE' }),
      invalidatesTags: [CLIENT],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useListClientsQuery,
  useCreateClientMutation,
  useRefreshClientSecretMutation,
  usePublishClientMutation,
  useDeleteClientMutation,
} = developerApi;
