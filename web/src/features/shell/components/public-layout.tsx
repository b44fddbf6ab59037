import { AppHeader } from './app-header.js';
import { PageColumn } from './app-frame.js';
import styles from './layout.module.css';

/** Pages anyone may open without signing in (verifier, shared folders, token links). */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <AppHeader />
      <PageColumn />
    </div>
  );
}
