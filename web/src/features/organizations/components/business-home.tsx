import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { Button } from '../../../components/button.js';
import { ButtonLink } from '../../../components/button-link.js';
import { PageHeader } from '../../../components/page-header.js';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths.js';
import { useSelectedOrganization } from '../hooks/use-selected-organization.js';
import { useSwitchOrganization } from '../hooks/use-switch-organization.js';
import { LogoPreview } from './logo-picker.js';
import styles from './organizations.module.css';

/**
 * /business/ (organization spec, routes): the list of the user's organizations when they have
 * several, each opening its dashboard; with one (or none) straight to the dashboard.
 */
export function BusinessHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { organizations, selected, loaded } = useSelectedOrganization();
  const switchTo = useSwitchOrganization();
  if (!loaded) return <p role="status">{t('common.loading')}</p>;
  if (organizations.length <= 1) return <Navigate replace to={paths.business.dashboard.getHref()} />;

  return (
    <section className={styles.page}>
      <PageHeader title={t('organizations.home.title')} subtitle={t('organizations.home.subtitle')} />
      <div className={styles.row}>
        <ButtonLink to={paths.business.organizations.new.getHref()}>{t('organizations.home.new')}</ButtonLink>
      </div>
      <ul className={styles.cards} aria-label={t('organizations.home.list')}>
        {organizations.map((organization) => (
          <li key={organization.id} className={`${panel.card} ${styles.card}`}>
            <h2 className={styles.cardTitle}>
              {organization.is_personal
                ? t('session.organizations.personal', { name: organization.name })
                : organization.name}
            </h2>
            <LogoPreview src={organization.logo} name={organization.name} />
            <p className={styles.muted}>
              {organization.is_owner ? t('organizations.home.owner') : t('organizations.home.member')}
              {organization.id === selected?.id && ` · ${t('organizations.home.current')}`}
            </p>
            <div className={styles.row}>
              <Button
                variant={organization.id === selected?.id ? 'secondary' : 'primary'}
                aria-label={t('organizations.home.openNamed', { name: organization.name })}
                onClick={() => {
                  switchTo(organization);
                  void navigate(paths.business.dashboard.getHref());
                }}
              >
                {t('organizations.home.open')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
