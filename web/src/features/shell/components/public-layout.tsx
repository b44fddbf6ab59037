import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { AppFooter } from './app-footer.js';
import { AppHeader } from './app-header.js';
import styles from './layout.module.css';

/** Pages anyone may open without signing in (verifier, shared folders, token links). */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <AppHeader />
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
  );
}
