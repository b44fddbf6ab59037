import { type DeveloperAppsCreateApiArg, type OAuthClient } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { TAGS } from '../../../api/tags.js';

/**
 * A developer application (organization spec §3, "Developer client"), as GET /oauth/clients lists
 * it: sandbox apps expire 7 days after creation; plain_secret only comes in the answers to create
 * and refresh, shown once.
 */
export type DeveloperClient = OAuthClient;

export type NewClient = DeveloperAppsCreateApiArg['body'];

const CLIENT = TAGS.developerClient;

/**
 * Developer applications (organization spec §7, "Developer clients"), from the generated client.
 * Every change refreshes the list. The screen words each failure itself (§8: publish and refresh
 * failures are only logged, create shows field errors), so no change raises the generic alert.
 */
export const developerApi = identityApi.enhanceEndpoints({
  endpoints: {
    developerAppsList: { providesTags: [CLIENT] },
    developerAppsCreate: { invalidatesTags: [CLIENT], extraOptions: { handles: 'all' } },
    developerAppsRefresh: { invalidatesTags: [CLIENT], extraOptions: { handles: 'all' } },
    developerAppsDeploy: { invalidatesTags: [CLIENT], extraOptions: { handles: 'all' } },
    developerAppsRemove: { invalidatesTags: [CLIENT], extraOptions: { handles: 'all' } },
  },
});

export const {
  useDeveloperAppsListQuery,
  useDeveloperAppsCreateMutation,
  useDeveloperAppsRefreshMutation,
  useDeveloperAppsDeployMutation,
  useDeveloperAppsRemoveMutation,
} = developerApi;
