import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { IconName } from '../../../components/icon.js';
import { paths } from '../../../config/paths.js';
import { isBuiltRoute } from '../utils/built-routes.js';
import { visibleAdminEntries, type AdminEntry } from '../utils/visible-admin-entries.js';
import { SidebarFrame, SidebarItem, type SidebarProps } from './sidebar-frame.js';
import styles from './sidebar.module.css';

type AccountItem = {
  labelKey: 'home' | 'profile' | 'contacts';
  icon: IconName;
  to: string;
  end?: boolean;
};

// Workspace spec, "Layout and navigation": home, profile and contacts for everyone ...
const COMMON_ITEMS: readonly AccountItem[] = [
  { labelKey: 'home', icon: 'home', to: paths.business.dashboard.getHref() },
  { labelKey: 'profile', icon: 'user', to: paths.account.profile.getHref(), end: true },
  { labelKey: 'contacts', icon: 'contacts', to: paths.account.contacts.getHref(), end: true },
];

// ... and for owners plan, users, developer, integrations and settings (visibleAdminEntries),
// with the billing page beside the plan (owners and manage_billing holders: organization spec §6).
type AccountAdminEntry = 'plan' | 'subscription' | 'users' | 'developer' | 'integrations' | 'settings';

const ADMIN_TARGETS: Record<AccountAdminEntry, string> = {
  plan: paths.account.billing.plan.getHref(),
  subscription: paths.account.billing.root.getHref(),
  users: paths.account.users.root.getHref(),
  developer: paths.account.developer.root.getHref(),
  integrations: paths.account.integrations.root.getHref(),
  settings: paths.account.configuration.getHref(),
};

const hasAccountPage = (entry: AdminEntry): entry is AccountAdminEntry => entry in ADMIN_TARGETS;

/** The account area's sidebar: the user's card on top, then the account pages. */
export function AccountSidebar({
  userCard,
  ...props
}: SidebarProps & {
  /** Avatar, name and role label, composed by the app. */
  userCard?: ReactNode;
}) {
  const { t } = useTranslation();
  // Entries whose screen is not built yet stay hidden rather than lead to the 404 page.
  const adminEntries = visibleAdminEntries(props.access, 'account')
    .filter(hasAccountPage)
    .filter((entry) => isBuiltRoute(ADMIN_TARGETS[entry]));
  const commonItems = COMMON_ITEMS.filter((item) => isBuiltRoute(item.to));
  return (
    <SidebarFrame
      {...props}
      top={userCard}
      navigationLabel={t('shell.account.navigation')}
      adminEntries={adminEntries}
      adminLink={(entry) => (
        <NavLink to={ADMIN_TARGETS[entry]} end className={`${styles.link} ${styles.adminLink}`}>
          {t(`shell.account.${entry}`)}
        </NavLink>
      )}
    >
      <ul className={styles.list}>
        {commonItems.map((item) => (
          <SidebarItem key={item.labelKey} {...item} label={t(`shell.account.${item.labelKey}`)} />
        ))}
      </ul>
    </SidebarFrame>
  );
}
