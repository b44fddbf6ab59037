import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { ButtonLink } from '../../../components/button-link.js';
import { Icon, type IconName } from '../../../components/icon.js';
import { externalLinks } from '../../../config/external-links.js';
import { paths } from '../../../config/paths.js';
import { isBuiltRoute } from '../utils/built-routes.js';
import { visibleAdminEntries, type AdminEntry } from '../utils/visible-admin-entries.js';
import { SidebarFrame, SidebarItem, sidebarLinkClass, type SidebarProps } from './sidebar-frame.js';
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

const adminLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${sidebarLinkClass({ isActive })} ${styles.adminLink}`;

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

export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // Entries whose screen is not built yet stay hidden rather than lead to the 404 page.
  const adminEntries = visibleAdminEntries(props.access, 'business').filter((entry) =>
    isBuiltRoute(ADMIN_TARGETS[entry]),
  );
  const mainItems = MAIN_ITEMS.filter((item) => isBuiltRoute(item.to));
  const mainItem = (item: MainItem) => (
    <SidebarItem key={item.labelKey} {...item} label={t(`shell.nav.${item.labelKey}`)} />
  );
  return (
    <SidebarFrame
      {...props}
      top={
        <ButtonLink to={paths.business.envelopes.new.getHref()} block>
          <Icon name="plus" size={18} />
          {t('shell.newEnvelope')}
        </ButtonLink>
      }
      navigationLabel={t('shell.navigation')}
      adminEntries={adminEntries}
      adminLink={(entry) => (
        <Link
          to={ADMIN_TARGETS[entry]}
          className={adminLinkClass({ isActive: isAdminEntryActive(entry, location) })}
          aria-current={isAdminEntryActive(entry, location) ? 'page' : undefined}
        >
          {t(`shell.admin.${entry}`)}
        </Link>
      )}
    >
      <ul className={styles.list}>
        {mainItems.filter((item) => item.labelKey !== 'faceToFace').map(mainItem)}
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
        {mainItems.filter((item) => item.labelKey === 'faceToFace').map(mainItem)}
      </ul>
    </SidebarFrame>
  );
}
