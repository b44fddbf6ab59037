import { useAppSelector } from '../../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../../app/session-api.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { mayManageBilling } from '../../../../lib/subscription/may-manage-billing.js';

/**
 * The selected organization, whether its billing is the user's to see, and the organizations
 * whose billing is (organization spec §2, billing page: "a select lists the organizations where
 * the user is owner or holds manage_billing").
 */
export const useBillingOrganizations = () => {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  const organizations = data?.data ?? [];
  const selected = organizations.find((organization) => organization.id === organizationId);
  return {
    isKnown: data !== undefined,
    selected,
    allowed: mayManageBilling(selected),
    billable: organizations.filter(mayManageBilling),
  };
};
