import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';

import type { Locale } from '../../../i18n/locales.js';
import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';
import styles from './layout.module.css';

export interface SidebarSlotProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

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
        <div className={styles.content}>
          <main className={styles.main}>
            {/* Pages load on demand: the frame stays while one arrives. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </main>
          <AppFooter />
        </div>
      </div>
    </div>
  );
}
