import { api } from './api.js';

export type PermissionFlag =
  | 'send_envelopes'
  | 'attach_organizations'
  | 'edit_organization'
  | 'manage_teams'
  | 'manage_users'
  | 'manage_billing';

/** GET /me: the user, and their place in the organization the call named (workspace spec §3). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  cpf: string | null;
  avatar: string | null;
  lang: string;
  email_verified: boolean;
  registration_completed: boolean;
  is_usa_version: boolean;
  created_at: string;
  personal_organization_id: string | null;
  organization: { id: string; name: string; is_personal: boolean } | null;
  joined_at: string | null;
  is_owner: boolean;
  roles: Array<{ id: string; name: string }>;
  teams: Array<{ id: string; name: string }>;
  permissions: Record<PermissionFlag, boolean>;
}

/** One of the user's organizations (organization spec §3). */
export interface Organization {
  id: string;
  name: string;
  logo: string | null;
  is_owner: boolean;
  is_personal: boolean;
  permissions: Record<PermissionFlag, boolean>;
  role: { id: string; name: string; is_default: boolean };
}

export interface Page<T> {
  data: T[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number; per_page: number; total: number };
}

/**
 * The signed-in user and their organizations: needed by start-up, the header and several areas,
 * so they live beside the base API rather than in one feature.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The argument is the organization the answer describes (sent as X-Organization); keying the
     * cache by it refetches the user's role and flags whenever the organization changes.
     */
    getMe: build.query<CurrentUser, string | null>({
      query: (organizationId) => ({
        url: 'me',
        headers: organizationId ? { 'X-Organization': organizationId } : undefined,
      }),
      providesTags: ['Me'],
    }),
    listOrganizations: build.query<Page<Organization>, void>({
      query: () => 'organizations',
      providesTags: ['Organizations'],
    }),
    resendEmailVerification: build.mutation<void, void>({
      query: () => ({ url: 'me/resend-email-verification', method: 'POST' }),
      // The verification page tells success, "too soon" and failure apart itself.
      extraOptions: { handles: 'all' },
    }),
    changeLanguage: build.mutation<CurrentUser, { lang: string }>({
      query: (body) => ({ url: 'me/language', method: 'POST', body }),
      // Spec §8: a failed language update is only logged; the page reloads anyway.
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useGetMeQuery,
  useListOrganizationsQuery,
  useResendEmailVerificationMutation,
  useChangeLanguageMutation,
} = sessionApi;
