import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '../../../../app/session-api.js';
import { useOrganizationPicker } from '../../../../lib/workspace/use-organization-picker.js';
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
  const { nameOf, onChange } = useOrganizationPicker(organizations, selectedId);
  if (organizations.length <= 1) return null;
  return (
    <div className={styles.organization}>
      <label htmlFor={id}>{t('billingAccount.organization')}</label>
      <select id={id} value={selectedId} onChange={onChange}>
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {nameOf(organization)}
          </option>
        ))}
      </select>
    </div>
  );
}
