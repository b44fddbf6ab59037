import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/** A developer application (organization spec §3, "Developer client"), as GET /oauth/clients lists it. */
export interface DeveloperClient {
  id: string;
  name: string;
  redirect: string;
  is_confidential: boolean;
  is_sandbox: boolean;
  created_at: string;
  published_at: string | null;
  /** Sandbox apps go 7 days after creation; null once in production. */
  expires_at: string | null;
  /** Only in the answers to create and refresh: shown once. */
  plain_secret?: string;
}

export interface NewClient {
  name: string;
  redirect: string;
  confidential: boolean;
}

const CLIENT = 'DeveloperClient' as const;
const clientPath = (id: string) => `oauth/clients/${encodeURIComponent(id)}`;

const withTags = api.enhanceEndpoints({ addTagTypes: [CLIENT] });

/**
 * Developer applications (organization spec §7, "Developer clients"). Every change refreshes the
 * list. The screen words each failure itself (§8: publish and refresh failures are only logged,
 * create shows field errors), so no call raises the generic alert.
 */
export const developerApi = withTags.injectEndpoints({
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
