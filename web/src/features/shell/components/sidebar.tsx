import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';

import { ButtonLink } from '../../../components/button-link.js';
import { Icon, type IconName } from '../../../components/icon.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { externalLinks } from '../../../config/external-links.js';
import { paths } from '../../../config/paths.js';
import type { Locale } from '../../../i18n/locales.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { planDisplayName } from '../../../lib/subscription/plan-display-name.js';
import { mayUpgrade } from '../../../lib/subscription/may-upgrade.js';
import { remainingSignaturesText } from '../../../lib/subscription/remaining-signatures-text.js';
import { renewalText } from '../../../lib/subscription/renewal-text.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import { billingAccess } from '../utils/billing-access.js';
import { isBuiltRoute } from '../utils/built-routes.js';
import {
  visibleAdminEntries,
  type AdminEntry,
  type WorkspaceAccess,
} from '../utils/visible-admin-entries.js';
import styles from './sidebar.module.css';

type MainItem = {
  labelKey: 'home' | 'envelopes' | 'storage' | 'faceToFace';
  icon: IconName;
  to: string;
  end?: boolean;
};

const MAIN_ITEMS: readonly MainItem[] = [
  { labelKey: 'home', icon: 'home', to: paths.business.dashboard.getHref(), end: true },
  { labelKey: 'envelopes', icon: 'envelope', to: paths.business.documents.root.getHref() },
  { labelKey: 'storage', icon: 'storage', to: paths.business.storage.root.getHref() },
  { labelKey: 'faceToFace', icon: 'faceToFace', to: paths.business.envelopes.faceToFace.getHref() },
];

// Roles have no list route of their own: they are the third tab of the users page.
const ADMIN_TARGETS: Record<AdminEntry, string> = {
  users: paths.business.users.getHref(),
  teams: paths.business.teams.root.getHref(),
  roles: `${paths.business.users.getHref()}?tab=roles`,
  settings: paths.account.configuration.getHref(),
  subscription: paths.account.billing.root.getHref(),
  plan: paths.account.billing.plan.getHref(),
  organization: paths.business.organizations.settings.getHref(),
  developer: paths.account.developer.root.getHref(),
  integrations: paths.account.integrations.root.getHref(),
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

const adminLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkClass({ isActive })} ${styles.adminLink}`;

const tabIn = (search: string) => new URLSearchParams(search).get('tab');

/**
 * Whether an administration entry is the page shown. Entries sharing a page (users and roles) split
 * it by its `?tab=`: an entry naming a tab is active on that tab only, the other on every other tab.
 */
function isAdminEntryActive(entry: AdminEntry, location: { pathname: string; search: string }): boolean {
  const [path, query = ''] = ADMIN_TARGETS[entry].split('?');
  if (location.pathname.replace(/\/$/, '') !== path) return false;
  const current = tabIn(location.search);
  const own = tabIn(query);
  if (own) return current === own;
  return !Object.values(ADMIN_TARGETS).some((target) => {
    const [otherPath, otherQuery = ''] = target.split('?');
    return otherPath === path && current !== null && tabIn(otherQuery) === current;
  });
}

export function Sidebar({
  id,
  open,
  access,
  organizationName,
  onNavigate,
  onLanguageChange,
}: {
  id: string;
  open: boolean;
  /** Decides the administration entries (workspace spec, layout and navigation; §6). */
  access: WorkspaceAccess;
  organizationName?: string;
  onNavigate: () => void;
  onLanguageChange?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // Entries whose screen is not built yet stay hidden rather than lead to the 404 page.
  const adminEntries = visibleAdminEntries(access, 'business').filter((entry) =>
    isBuiltRoute(ADMIN_TARGETS[entry]),
  );
  const mainItems = MAIN_ITEMS.filter((item) => isBuiltRoute(item.to));
  return (
    <aside id={id} className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
      <ButtonLink to={paths.business.envelopes.new.getHref()} block>
        <Icon name="plus" size={18} />
        {t('shell.newEnvelope')}
      </ButtonLink>

      <nav
        aria-label={t('shell.navigation')}
        onClick={(event) => {
          // Following a link closes the mobile drawer.
          if ((event.target as Element).closest('a')) onNavigate();
        }}
      >
        <ul className={styles.list}>
          {mainItems
            .filter((item) => item.labelKey !== 'faceToFace')
            .map((item) => (
              <li key={item.labelKey}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  <Icon name={item.icon} />
                  {t(`shell.nav.${item.labelKey}`)}
                </NavLink>
              </li>
            ))}
          <li>
            <a
              href={externalLinks.governmentValidator}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
            >
              <Icon name="verify" />
              {t('shell.nav.verify')}
              <span className={styles.external}>
                <Icon name="external" size={14} />
              </span>
              <span className="visually-hidden">({t('common.opensInNewTab')})</span>
            </a>
          </li>
          {mainItems
            .filter((item) => item.labelKey === 'faceToFace')
            .map((item) => (
              <li key={item.labelKey}>
                <NavLink to={item.to} className={linkClass}>
                  <Icon name={item.icon} />
                  {t(`shell.nav.${item.labelKey}`)}
                </NavLink>
              </li>
            ))}
        </ul>

        {adminEntries.length > 0 && (
          <>
            <h2 className={styles.groupTitle}>{t('shell.admin.title')}</h2>
            <ul className={styles.list}>
              {adminEntries.map((entry) => (
                <li key={entry}>
                  <Link
                    to={ADMIN_TARGETS[entry]}
                    className={adminLinkClass({ isActive: isAdminEntryActive(entry, location) })}
                    aria-current={isAdminEntryActive(entry, location) ? 'page' : undefined}
                  >
                    {t(`shell.admin.${entry}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>

      <PlanInfo
        id={`${id}-plan`}
        organizationName={organizationName}
        canManageBilling={billingAccess(access)}
      />

      <div className={styles.mobileOnly}>
        <LanguageSwitcher onChange={onLanguageChange} />
      </div>
    </aside>
  );
}

/**
 * The sidebar's plan box (workspace spec, layout and navigation): plan name, remaining signatures
 * (available minus consumed envelopes; "unlimited" on a plan without a quota) and the renewal or
 * expiry date (organization spec §4); those who manage billing also get the plan-details link and
 * the upgrade button (organization spec §6). The figures refetch after each send.
 */
export function PlanInfo({
  id,
  organizationName,
  canManageBilling = false,
}: {
  id: string;
  organizationName?: string;
  canManageBilling?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { subscription } = useSubscription();
  const notAvailable = t('common.notAvailable');
  const renewal = subscription && renewalText(t, subscription, (value) => formatDate(value, i18n.language));
  return (
    <section className={styles.plan} aria-labelledby={id}>
      <h2 id={id} className={styles.planTitle}>
        {t('shell.plan.title')}
      </h2>
      {organizationName && (
        <p className={styles.planOrganization}>
          <span className="visually-hidden">{t('shell.plan.organization')}: </span>
          {organizationName}
        </p>
      )}
      <dl className={styles.planFigures}>
        <div className={styles.planRow}>
          <dt>{t('shell.plan.name')}</dt>
          <dd className={styles.planValue}>
            {subscription ? planDisplayName(t, subscription.plan) : notAvailable}
          </dd>
        </div>
        <div className={styles.planRow}>
          <dt>{t('shell.plan.remaining')}</dt>
          <dd className={styles.planValue}>
            {subscription ? remainingSignaturesText(t, subscription) : notAvailable}
          </dd>
        </div>
      </dl>
      {renewal && <p className={styles.planRenewal}>{renewal}</p>}
      {subscription?.state === 'uninitialized' && (
        <p className={styles.planRenewal}>{t('subscription.awaitingPayment')}</p>
      )}
      {canManageBilling && isBuiltRoute(paths.account.billing.plan.path) && (
        <div className={styles.planActions}>
          <Link to={paths.account.billing.plan.getHref({ tab: 'plan-details' })} className={styles.planLink}>
            {t('shell.plan.details')}
          </Link>
          {subscription && mayUpgrade(subscription) && (
            <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plans' })} variant="secondary" block>
              {t('shell.plan.upgrade')}
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  );
}
