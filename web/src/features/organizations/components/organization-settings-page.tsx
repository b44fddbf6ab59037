import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { ButtonLink } from '../../../components/button-link.js';
import { PageHeader } from '../../../components/page-header.js';
import { TabList } from '../../../components/tab-list.js';
import panel from '../../../components/panel.module.css';
import tabs from '../../../components/tab-nav.module.css';
import { paths } from '../../../config/paths.js';
import { planDisplayName } from '../../../lib/subscription/plan-display-name.js';
import { mayManageBilling } from '../../../lib/subscription/may-manage-billing.js';
import { remainingSignatures } from '../../../lib/subscription/remaining-signatures.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import type { StyledOrganization } from '../api/organizations-api.js';
import { useSelectedOrganization } from '../hooks/use-selected-organization.js';
import { allowedSettingsTabs, settingsTabFor, type SettingsTab } from '../utils/settings-tabs.js';
import styles from './organizations.module.css';
import { DeleteOrganizationCard, LogoCard, NameCard } from './settings-cards.js';
import { ThemeEditor } from './theme-editor.js';

/** The Plans tab: the organization's plan in short, and the way to the plan pages for those who manage billing. */
function PlansTab({ organization }: { organization: StyledOrganization }) {
  const { t } = useTranslation();
  const { subscription } = useSubscription();
  return (
    <section className={`${panel.card} ${styles.card}`} aria-labelledby="plans-title">
      <h2 id="plans-title" className={styles.cardTitle}>
        {t('organizations.plans.title')}
      </h2>
      {subscription ? (
        <>
          <p>
            {t('organizations.plans.current')}: <strong>{planDisplayName(t, subscription.plan)}</strong>
          </p>
          <p className={styles.muted}>
            {Number.isFinite(remainingSignatures(subscription))
              ? t('organizations.plans.remaining', { count: remainingSignatures(subscription) })
              : t('organizations.plans.unlimited')}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('organizations.plans.unavailable')}</p>
      )}
      {mayManageBilling(organization) ? (
        <div className={styles.row}>
          <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plans' })}>
            {t('organizations.plans.open')}
          </ButtonLink>
          <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plan-details' })} variant="secondary">
            {t('organizations.plans.details')}
          </ButtonLink>
        </div>
      ) : (
        <p className={styles.muted}>{t('organizations.plans.ownerOnly')}</p>
      )}
    </section>
  );
}

/**
 * /business/organizations/settings (organization spec, organization settings): Settings, Themes
 * and Plans, each shown to those who may use it; the fragment picks the tab (`#plans`). A member
 * who may use none goes to the dashboard.
 */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { selected, loaded } = useSelectedOrganization();
  if (!loaded) return <p role="status">{t('common.loading')}</p>;
  const allowed = allowedSettingsTabs(selected);
  const tab = settingsTabFor(location.hash, allowed);
  if (!selected || !tab) return <Navigate replace to={paths.business.dashboard.getHref()} />;

  const labels: Record<SettingsTab, string> = {
    settings: t('organizations.settings.tabs.settings'),
    themes: t('organizations.settings.tabs.themes'),
    plans: t('organizations.settings.tabs.plans'),
  };
  return (
    <section className={styles.page}>
      <PageHeader title={t('organizations.settings.title')} subtitle={selected.name} />
      <TabList
        tabs={allowed}
        current={tab}
        labelOf={(name) => labels[name]}
        onSelect={(name) => void navigate({ hash: name === 'settings' ? '' : name }, { replace: true })}
        label={t('organizations.settings.tabs.label')}
        className={tabs.tabs}
        tabClassName={`${tabs.tab} ${styles.tab}`}
        activeClassName={tabs.active}
      />
      {/* Keyed by organization: switching organization starts the forms again from its values. */}
      <div role="tabpanel" aria-label={labels[tab]} className={styles.page} key={selected.id}>
        {tab === 'settings' && (
          <>
            <NameCard organization={selected} />
            <LogoCard organization={selected} />
            {selected.is_owner && <DeleteOrganizationCard organization={selected} />}
          </>
        )}
        {tab === 'themes' && <ThemeEditor organization={selected} />}
        {tab === 'plans' && <PlansTab organization={selected} />}
      </div>
    </section>
  );
}
