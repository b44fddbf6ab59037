import { useCallback } from 'react';

import {
  type OrganizationsListApiResponse,
  type Organization,
  type Profile,
  type ProfileLanguageApiArg,
} from '../api/rubrica-api.js';
import {
  identityApi,
  useAccountsResendEmailVerificationMutation,
  useOrganizationsListQuery,
  useProfileLanguageMutation,
  useProfileMeQuery,
} from '../api/identity.js';

/** GET /me: the user, and their place in the organization the call named (workspace spec §3). */
export type CurrentUser = Profile;

/** One of the user's organizations (organization spec §3). */
export type { Organization };

export type PermissionFlag = keyof Profile['permissions'];

/** The spec's paged payload (§3) of any list. */
export type Page<T> = Omit<OrganizationsListApiResponse, 'data'> & { data: T[] };

/**
 * The signed-in user and their organizations: needed by start-up, the header and several areas,
 * so they live beside the base API rather than in one feature. Generated endpoints
 * (api/identity.ts), shaped as the app calls them.
 */
export const sessionApi = identityApi;

// What callers may ask of the cached call (skip, polling, refetching); they read the whole answer.
type MeOptions = Omit<NonNullable<Parameters<typeof useProfileMeQuery>[1]>, 'selectFromResult'>;
type OrganizationsOptions = Omit<
  NonNullable<Parameters<typeof useOrganizationsListQuery>[1]>,
  'selectFromResult'
>;

/**
 * The argument is the organization the answer describes (sent as X-Organization); keying the
 * cache by it refetches the user's role and flags whenever the organization changes.
 */
export const useGetMeQuery = (organizationId: string | null, options?: MeOptions) =>
  useProfileMeQuery(organizationId ? { 'X-Organization': organizationId } : {}, options);

export const useListOrganizationsQuery = (_arg?: void, options?: OrganizationsOptions) =>
  useOrganizationsListQuery({}, options);

export const useResendEmailVerificationMutation = () => {
  const [resend, state] = useAccountsResendEmailVerificationMutation();
  return [useCallback(() => resend({}), [resend]), state] as const;
};

export const useChangeLanguageMutation = () => {
  const [change, state] = useProfileLanguageMutation();
  return [useCallback((body: ProfileLanguageApiArg['body']) => change({ body }), [change]), state] as const;
};
