import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../app/api.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery, type Organization } from '../../../app/session-api.js';
import { organizationSelected, selectOrganizationId } from '../../../app/workspace.slice.js';
import { Icon } from '../../../components/icon.js';
import styles from './organization-switcher.module.css';

/**
 * The header's organization dropdown (workspace spec, "Layout and navigation"): every organization
 * of the user, disabled with one or fewer. Picking one makes every later call name it.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  const organizations = data?.data ?? [];

  const label = (organization: Organization) =>
    organization.is_personal
      ? t('session.organizations.personal', { name: organization.name })
      : organization.name;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = organizations.find((organization) => organization.id === event.target.value);
    if (!chosen || chosen.id === organizationId) return;
    dispatch(organizationSelected({ organizationId: chosen.id, isOwner: chosen.is_owner }));
    // Everything cached so far belongs to the previous organization: ask again, naming the new one.
    dispatch(api.util.resetApiState());
  };

  return (
    <span className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('session.organizations.label')}
      </label>
      <span className={styles.icon}>
        <Icon name="building" size={18} />
      </span>
      <select
        id={id}
        className={styles.select}
        value={organizationId ?? ''}
        disabled={organizations.length <= 1}
        onChange={onChange}
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {label(organization)}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true" />
    </span>
  );
}
