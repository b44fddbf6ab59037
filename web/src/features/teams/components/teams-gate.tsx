import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { paths } from '../../../config/paths.js';

/**
 * The teams pages exist only in a business workspace and, for members who do not own it, only
 * with manage_teams (workspace spec, layout and §6); anyone else goes to the dashboard. Nothing
 * shows until the organizations are known.
 */
export function TeamsGate({ children }: { children: ReactNode }) {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  if (!data) return null;
  const selected = data.data.find((organization) => organization.id === organizationId);
  const allowed =
    !!selected && !selected.is_personal && (selected.is_owner || selected.permissions.manage_teams === true);
  return allowed ? children : <Navigate replace to={paths.business.dashboard.getHref()} />;
}
