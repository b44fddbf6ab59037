import { generatedApi } from './generated/identity.js';
import { TAGS } from './tags.js';

// The endpoints tagged `identity` (the user, organizations, members, teams, roles, contacts,
// developer apps) and their hooks (`useProfileMeQuery` ...).
export * from './generated/identity.js';

/**
 * The identity endpoints with the cache tags they provide and invalidate (from the one registry,
 * tags.ts) and the statuses their screens answer themselves (`extraOptions.handles`, see
 * app/base-query.ts). Components reach them through their feature's or app's API module.
 */
export const identityApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // Keyed by the organization it names (X-Organization): another organization refetches the
    // user's role and flags.
    profileMe: { providesTags: [TAGS.me] },
    // Spec §8: a failed language update is only logged; the page reloads anyway.
    profileLanguage: { extraOptions: { handles: 'all' } },
    // The verification page tells success, "too soon" and failure apart itself.
    accountsResendEmailVerification: { extraOptions: { handles: 'all' } },
    organizationsList: { providesTags: [TAGS.organizations] },
  },
});
