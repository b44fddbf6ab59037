import { type IntegrationLoginLoginApiArg } from '../../../api/rubrica-api.js';
import { notificationsApi } from '../../../api/notifications.js';
import { TAGS } from '../../../api/tags.js';

/**
 * What testing or saving a tool's credentials sends. The catalogue names each tool's fields
 * (organization spec §3), so the modal builds the config from them and the server checks it.
 */
export type IntegrationRequest = IntegrationLoginLoginApiArg['body'];

const ACTIVE = TAGS.activeIntegration;

/**
 * Integrations (organization spec §7; every call carries X-Organization, added by the base query),
 * from the generated client. Saving posts a new integration or patches the configured one; the
 * configure modal words its own failures (§8), so the changing calls raise no generic alert.
 */
export const integrationsApi = notificationsApi.enhanceEndpoints({
  endpoints: {
    integrationsList: { providesTags: [ACTIVE] },
    integrationLoginLogin: { extraOptions: { handles: 'all' } },
    integrationsCreate: { invalidatesTags: [ACTIVE], extraOptions: { handles: 'all' } },
    integrationsUpdate: { invalidatesTags: [ACTIVE], extraOptions: { handles: 'all' } },
    // §8: a disconnect answered with anything but 204 failed.
    integrationsRemove: { invalidatesTags: [ACTIVE], extraOptions: { handles: 'all', expects: 204 } },
  },
});

export const {
  useIntegrationsAllQuery,
  useIntegrationsListQuery,
  useIntegrationLoginLoginMutation,
  useIntegrationsCreateMutation,
  useIntegrationsUpdateMutation,
  useIntegrationsRemoveMutation,
} = integrationsApi;
