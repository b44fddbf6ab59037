import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../../app/api.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import type { Organization } from '../../../../app/session-api.js';
import { organizationSelected } from '../../../../app/workspace.slice.js';
import styles from './billing-page.module.css';

/**
 * Organization spec §2, billing page: the organizations whose billing the user manages, the
 * selected one remembered locally (the workspace's stored 'organization'). Picking another makes
 * every later call name it, as the header's switcher does.
 */
export function BillingOrganizationSelect({
  organizations,
  selectedId,
}: {
  organizations: Organization[];
  selectedId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  if (organizations.length <= 1) return null;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = organizations.find((organization) => organization.id === event.target.value);
    if (!chosen || chosen.id === selectedId) return;
    dispatch(organizationSelected({ organizationId: chosen.id, isOwner: chosen.is_owner }));
    dispatch(api.util.resetApiState());
  };
  return (
    <div className={styles.organization}>
      <label htmlFor={id}>{t('billingAccount.organization')}</label>
      <select id={id} value={selectedId} onChange={onChange}>
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.is_personal
              ? t('session.organizations.personal', { name: organization.name })
              : organization.name}
          </option>
        ))}
      </select>
    </div>
  );
}
