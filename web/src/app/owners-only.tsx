import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { paths } from '../config/paths.js';
import { useAppSelector } from './hooks.js';
import { useListOrganizationsQuery } from './session-api.js';
import { selectOrganizationId } from './workspace.slice.js';

/**
 * Administrators-only account pages (workspace spec §2 and §6): a non-owner of the selected
 * organization is sent to the profile. Nothing shows until the organizations are known.
 */
export function OwnersOnly({ children }: { children: ReactNode }) {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  if (!data) return null;
  const selected = data.data.find((organization) => organization.id === organizationId);
  return selected?.is_owner ? children : <Navigate replace to={paths.account.profile.getHref()} />;
}
