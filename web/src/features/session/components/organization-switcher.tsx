import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { Icon } from '../../../components/icon.js';
import { useOrganizationPicker } from '../../../lib/workspace/use-organization-picker.js';
import styles from './organization-switcher.module.css';

/**
 * The header's organization dropdown (workspace spec, "Layout and navigation"): every organization
 * of the user, disabled with one or fewer. Picking one makes every later call name it.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const organizationId = useAppSelector(selectOrganizationId);
  const { data } = useListOrganizationsQuery();
  const organizations = data?.data ?? [];
  const { nameOf, onChange } = useOrganizationPicker(organizations, organizationId);

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
            {nameOf(organization)}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true" />
    </span>
  );
}
