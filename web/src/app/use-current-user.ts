import { useAppSelector } from './hooks.js';
import { useGetMeQuery } from './session-api.js';
import { selectOrganizationId } from './workspace.slice.js';

/** GET /me for the selected organization (one cached call, however many components ask). */
export const useCurrentUser = (options?: Parameters<typeof useGetMeQuery>[1]) => {
  const organizationId = useAppSelector(selectOrganizationId);
  return useGetMeQuery(organizationId, options);
};
