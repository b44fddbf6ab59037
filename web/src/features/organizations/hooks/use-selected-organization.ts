import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import type { StyledOrganization } from '../api/organizations-api.js';

/** The user's organizations and the selected one (undefined until the list is known). */
export const useSelectedOrganization = () => {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data, isLoading } = useListOrganizationsQuery();
  // The session's list type predates the generated one; the answer is the generated shape.
  const organizations = (data?.data ?? []) as unknown as StyledOrganization[];
  const selected = organizations.find((organization) => organization.id === organizationId);
  return { organizations, selected, loaded: data !== undefined, isLoading };
};
