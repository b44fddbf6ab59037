import { type Organization } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { TAGS } from '../../../api/tags.js';

/** An organization as GET organizations gives it, with the theme (`style`) every member's app wears. */
export type StyledOrganization = Organization;

const ORGANIZATIONS = TAGS.organizations;
const at = (id: string) => `organizations/${encodeURIComponent(id)}`;

/**
 * The organization calls of the organization spec §7, from the generated client. They name the
 * organization in the path and carry no X-Organization; identity answers 404 to non-members and
 * 403 to members lacking the permission. Every change refetches the organization list, which the
 * header, the sidebar and the theme read. Creating and the logo go as multipart/form-data, which
 * the generated calls do not write; renaming sends the name alone, as JSON, and goes as a form only
 * with a new logo.
 */
export const organizationsApi = identityApi.enhanceEndpoints({
  endpoints: {
    organizationsCreate: {
      // Spec §7: multipart with the field name.
      query: ({ body: { name } }) => {
        const body = new FormData();
        body.append('name', name);
        return { url: 'organizations', method: 'POST', body };
      },
      invalidatesTags: [ORGANIZATIONS],
      extraOptions: { handles: [422] },
    },
    organizationsUpdate: {
      query: ({ id, body: { name, logo } }) => {
        if (!logo) return { url: at(id), method: 'PATCH', body: { name } };
        const body = new FormData();
        body.append('name', name);
        body.append('logo', logo, 'logo.png');
        return { url: at(id), method: 'PATCH', body };
      },
      invalidatesTags: [ORGANIZATIONS],
      extraOptions: { handles: [422] },
    },
    organizationsRemove: { extraOptions: { handles: [422] } },
    organizationsPutLogo: {
      query: ({ id, body: { logo } }) => {
        const body = new FormData();
        body.append('logo', logo, 'logo.png');
        return { url: `${at(id)}/logo`, method: 'POST', body };
      },
      invalidatesTags: [ORGANIZATIONS],
      // Spec §8: 422 (size) and 401 have their own texts.
      extraOptions: { handles: [401, 413, 422] },
    },
    organizationsRemoveLogo: { invalidatesTags: [ORGANIZATIONS] },
    organizationsPutTheme: { invalidatesTags: [ORGANIZATIONS], extraOptions: { handles: [422] } },
    organizationsRemoveTheme: { invalidatesTags: [ORGANIZATIONS] },
  },
});

export const {
  useOrganizationsCreateMutation,
  useOrganizationsUpdateMutation,
  useOrganizationsRemoveMutation,
  useOrganizationsPutLogoMutation,
  useOrganizationsRemoveLogoMutation,
  useOrganizationsPutThemeMutation,
  useOrganizationsRemoveThemeMutation,
} = organizationsApi;
