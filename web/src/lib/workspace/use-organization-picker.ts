import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../app/api.js';
import { useAppDispatch } from '../../app/hooks.js';
import type { Organization } from '../../app/session-api.js';
import { organizationSelected } from '../../app/workspace.slice.js';

/**
 * What a dropdown of organizations needs (the header's switcher, the billing page's select): each
 * one's name as the user reads it (the personal one named as such), and the change that makes
 * every later call name the organization picked.
 */
export function useOrganizationPicker(organizations: readonly Organization[], currentId: string | null) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  const nameOf = (organization: Organization) =>
    organization.is_personal
      ? t('session.organizations.personal', { name: organization.name })
      : organization.name;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = organizations.find((organization) => organization.id === event.target.value);
    if (!chosen || chosen.id === currentId) return;
    dispatch(organizationSelected({ organizationId: chosen.id, isOwner: chosen.is_owner }));
    // Everything cached so far belongs to the previous organization: ask again, naming the new one.
    dispatch(api.util.resetApiState());
  };

  return { nameOf, onChange };
}
