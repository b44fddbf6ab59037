import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { paths } from '../../../config/paths.js';

/**
 * /business/users exists only in a business workspace and, for members who do not own it, only
 * with manage_users (workspace spec, users page and layout); anyone else goes to the dashboard.
 */
export function UsersGate({ children }: { children: ReactNode }) {
  const selectedId = useAppSelector(selectOrganizationId);
  const organizations = useListOrganizationsQuery().data?.data;
  if (!organizations) return null;
  const here = organizations.find(({ id }) => id === selectedId);
  if (here && !here.is_personal && (here.is_owner || here.permissions.manage_users)) return children;
  return <Navigate replace to={paths.business.dashboard.getHref()} />;
}
