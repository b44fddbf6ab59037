import type { Organization } from '../../../api/generated/rubrica-api.js';
import { TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';
import type { ThemePalette } from '../utils/theme-palette.js';

/** An organization as GET organizations gives it, with the theme (`style`) every member's app wears. */
export type StyledOrganization = Organization;

const ORGANIZATIONS = TAGS.organizations;
const at = (id: string) => `organizations/${encodeURIComponent(id)}`;

/**
 * The organization calls of the organization spec §7. They name the organization in the path and
 * carry no X-Organization; identity answers 404 to non-members and 403 to members lacking the
 * permission. Every change refetches the organization list, which the header, the sidebar and the
 * theme read.
 */
export const organizationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrganization: build.mutation<StyledOrganization, { name: string }>({
      // Spec §7: multipart with the field name.
      query: ({ name }) => {
        const body = new FormData();
        body.append('name', name);
        return { url: 'organizations', method: 'POST', body };
      },
      transformResponse: (body: unknown) => unwrapData<StyledOrganization>(body),
      invalidatesTags: [ORGANIZATIONS],
      extraOptions: { handles: [422] },
    }),
    renameOrganization: build.mutation<StyledOrganization, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: at(id), method: 'PATCH', body: { name } }),
      invalidatesTags: [ORGANIZATIONS],
      extraOptions: { handles: [422] },
    }),
    deleteOrganization: build.mutation<void, { id: string; password: string }>({
      query: ({ id, password }) => ({ url: at(id), method: 'DELETE', body: { password } }),
      extraOptions: { handles: [422] },
    }),
    uploadLogo: build.mutation<{ logo: string }, { id: string; logo: Blob; fileName: string }>({
      query: ({ id, logo, fileName }) => {
        const body = new FormData();
        body.append('logo', logo, fileName);
        return { url: `${at(id)}/logo`, method: 'POST', body };
      },
      invalidatesTags: [ORGANIZATIONS],
      // Spec §8: 422 (size) and 401 have their own texts.
      extraOptions: { handles: [401, 413, 422] },
    }),
    deleteLogo: build.mutation<void, string>({
      query: (id) => ({ url: `${at(id)}/logo`, method: 'DELETE' }),
      invalidatesTags: [ORGANIZATIONS],
    }),
    updateTheme: build.mutation<ThemePalette, { id: string; palette: ThemePalette }>({
      query: ({ id, palette }) => ({ url: `${at(id)}/theme`, method: 'PUT', body: palette }),
      invalidatesTags: [ORGANIZATIONS],
      extraOptions: { handles: [422] },
    }),
    resetTheme: build.mutation<void, string>({
      query: (id) => ({ url: `${at(id)}/theme`, method: 'DELETE' }),
      invalidatesTags: [ORGANIZATIONS],
    }),
  }),
});

export const {
  useCreateOrganizationMutation,
  useRenameOrganizationMutation,
  useDeleteOrganizationMutation,
  useUploadLogoMutation,
  useDeleteLogoMutation,
  useUpdateThemeMutation,
  useResetThemeMutation,
} = organizationsApi;
