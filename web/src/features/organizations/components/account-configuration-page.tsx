import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/page-header.js';
import { useSelectedOrganization } from '../hooks/use-selected-organization.js';
import styles from './organizations.module.css';
import { LogoCard, NameCard } from './settings-cards.js';

/**
 * /account/configuration (organization spec, routes; administrators only): the selected
 * organization's name and logo. A personal workspace has no logo (identity refuses it there).
 */
export function AccountConfigurationPage() {
  const { t } = useTranslation();
  const { selected, loaded } = useSelectedOrganization();
  if (!loaded || !selected) return <p role="status">{t('common.loading')}</p>;
  return (
    <section className={styles.page}>
      <PageHeader title={t('organizations.configuration.title')} subtitle={selected.name} />
      <div className={styles.page} key={selected.id}>
        <NameCard organization={selected} />
        {!selected.is_personal && <LogoCard organization={selected} />}
      </div>
    </section>
  );
}
