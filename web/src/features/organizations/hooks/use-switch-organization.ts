import { api } from '../../../app/api.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { organizationSelected, selectOrganizationId } from '../../../app/workspace.slice.js';

/**
 * Makes an organization the one every later call names (remembered locally by the workspace
 * slice), and drops every answer cached for the previous one.
 */
export const useSwitchOrganization = () => {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectOrganizationId);
  return (organization: { id: string; is_owner: boolean }) => {
    if (organization.id === current) return;
    dispatch(organizationSelected({ organizationId: organization.id, isOwner: organization.is_owner }));
    dispatch(api.util.resetApiState());
  };
};
