import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/page-header.js';
import { TabOutlet } from '../../../components/tab-nav.js';
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
      <TabOutlet
        label={t('documents.tabsLabel')}
        // The sent tab stays marked on its filtered addresses (/sent/completed ...).
        tabs={TABS.map((tab) => ({ to: tab.to, label: t(`documents.tabs.${tab.key}`), end: false }))}
        panelClassName={styles.panel}
      />
    </>
  );
}
