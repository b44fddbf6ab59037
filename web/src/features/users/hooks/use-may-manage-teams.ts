import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';

/**
 * Whether the user may put people in teams and take them out of the selected organization's
 * teams: its owner or a holder of manage_teams (identity refuses the others with a 403). Managing
 * users alone lets one see a member's teams, not change them.
 */
export function useMayManageTeams(): boolean {
  const organizationId = useAppSelector(selectOrganizationId);
  const selected = useListOrganizationsQuery().data?.data.find(({ id }) => id === organizationId);
  return !!selected && (selected.is_owner || selected.permissions.manage_teams === true);
}
