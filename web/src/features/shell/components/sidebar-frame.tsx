import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { Icon, type IconName } from '../../../components/icon.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import type { Locale } from '../../../i18n/locales.js';
import { billingAccess } from '../utils/billing-access.js';
import type { WorkspaceAccess } from '../utils/visible-admin-entries.js';
import { PlanInfo } from './plan-info.js';
import styles from './sidebar.module.css';

/** What the app gives either sidebar: the drawer's id and state, and the user's access. */
export interface SidebarProps {
  id: string;
  open: boolean;
  /** Decides the administration entries (workspace spec, layout and navigation; §6). */
  access: WorkspaceAccess;
  organizationName?: string;
  onNavigate: () => void;
  onLanguageChange?: (locale: Locale) => void;
}

/** A sidebar link's classes: the page shown is marked. */
export const sidebarLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** One page of a sidebar's own list: its icon and its name, marked while it shows. */
export function SidebarItem({
  to,
  end,
  icon,
  label,
}: {
  to: string;
  end?: boolean;
  icon: IconName;
  label: string;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={sidebarLinkClass}>
        <Icon name={icon} />
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The frame both signed-in sidebars share: what stands above the navigation, the navigation with
 * its administration group, the plan box and (on small screens) the language switcher.
 */
export function SidebarFrame<Entry extends string>({
  id,
  open,
  access,
  organizationName,
  onNavigate,
  onLanguageChange,
  top,
  navigationLabel,
  children,
  adminEntries,
  adminLink,
}: SidebarProps & {
  top: ReactNode;
  navigationLabel: string;
  /** The area's own list of pages. */
  children: ReactNode;
  adminEntries: readonly Entry[];
  adminLink: (entry: Entry) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside id={id} className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
      {top}
      <nav
        aria-label={navigationLabel}
        onClick={(event) => {
          // Following a link closes the mobile drawer.
          if ((event.target as Element).closest('a')) onNavigate();
        }}
      >
        {children}
        {adminEntries.length > 0 && (
          <>
            <h2 className={styles.groupTitle}>{t('shell.admin.title')}</h2>
            <ul className={styles.list}>
              {adminEntries.map((entry) => (
                <li key={entry}>{adminLink(entry)}</li>
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
