import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import type { CurrentUser, Organization } from '../../../app/session-api.js';
import { selectSigningOut } from '../../../app/session.slice.js';
import { organizationSelected, selectIsOwner, selectOrganizationId } from '../../../app/workspace.slice.js';
import { pickOrganization } from './pick-organization.js';

/**
 * Settles the organization every call names (`X-Organization`) once the user's organizations are
 * known; true when the stored selection is one of them (or the user has none).
 */
export const useWorkspaceSelection = (
  organizations: readonly Organization[] | undefined,
  user: CurrentUser | undefined,
): boolean => {
  const dispatch = useAppDispatch();
  const organizationId = useAppSelector(selectOrganizationId);
  const isOwner = useAppSelector(selectIsOwner);
  const signingOut = useAppSelector(selectSigningOut);
  const chosen =
    organizations && user && !signingOut
      ? pickOrganization(organizations, organizationId, user.personal_organization_id)
      : undefined;

  useEffect(() => {
    if (!chosen) return;
    // The owner flag is refreshed too: ownership may have been granted or revoked since.
    if (chosen.id !== organizationId || chosen.is_owner !== isOwner) {
      dispatch(organizationSelected({ organizationId: chosen.id, isOwner: chosen.is_owner }));
    }
  }, [chosen, organizationId, isOwner, dispatch]);

  if (!organizations) return false;
  return organizations.length === 0 || chosen?.id === organizationId;
};
