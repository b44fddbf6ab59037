import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

import { PageHeader } from '../../../components/page-header.js';
import { paths } from '../../../config/paths.js';
import styles from './documents.module.css';

const TABS = [
  { key: 'inbox', to: paths.business.documents.inbox.getHref() },
  { key: 'sent', to: paths.business.documents.sent.getHref() },
  { key: 'draft', to: paths.business.documents.draft.getHref() },
  { key: 'template', to: paths.business.documents.template.getHref() },
] as const;

/** The documents page (spec §2): four tabs, each its own route under /business/documents. */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('documents.title')} subtitle={t('documents.subtitle')} />
      <nav className={styles.tabs} aria-label={t('documents.tabsLabel')}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
          >
            {t(`documents.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.panel}>
        <Outlet />
      </div>
    </>
  );
}
