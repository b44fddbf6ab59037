import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';

import type { Locale } from '../../../i18n/locales.js';
import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';
import styles from './layout.module.css';
import type { SidebarProps } from './sidebar-frame.js';

export type SidebarSlotProps = Pick<SidebarProps, 'id' | 'open' | 'onNavigate'>;

/** What the app gives a signed-in area's layout: the sidebar's data and the header's actions. */
export type AreaLayoutProps = Omit<SidebarProps, keyof SidebarSlotProps> & {
  /** The organization switcher and the avatar menu, composed by the app. */
  headerActions?: ReactNode;
};

const SIDEBAR_ID = 'app-sidebar';

/** Header, sidebar (a drawer below 768 px), page and footer: the frame of the signed-in areas. */
export function AppFrame({
  sidebar,
  headerActions,
  onLanguageChange,
}: {
  sidebar: (props: SidebarSlotProps) => ReactNode;
  headerActions?: ReactNode;
  onLanguageChange?: (locale: Locale) => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className={styles.layout}>
      <AppHeader
        menu={{ open: menuOpen, controls: SIDEBAR_ID, onToggle: () => setMenuOpen((open) => !open) }}
        actions={headerActions}
        onLanguageChange={onLanguageChange}
      />
      <div className={styles.body}>
        {sidebar({ id: SIDEBAR_ID, open: menuOpen, onNavigate: closeMenu })}
        {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={closeMenu} />}
        <PageColumn />
      </div>
    </div>
  );
}

/** The page (loaded on demand) above the footer: the column beside the sidebar, or the whole width. */
export function PageColumn() {
  return (
    <div className={styles.content}>
      <main className={styles.main}>
        {/* Pages load on demand: the frame stays while one arrives. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
