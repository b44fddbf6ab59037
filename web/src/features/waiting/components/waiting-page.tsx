import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import styles from './waiting-page.module.css';

/** "/": shown while start-up decides where the visitor goes (workspace spec, route table). */
export function WaitingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('waiting.title'));
  return (
    <div className={styles.page}>
      <LanguageSwitcher className={styles.language} />
      <main className={styles.card}>
        <Logo />
        <div className={styles.spinner} role="presentation" />
        <h1 className={styles.title}>{t('waiting.title')}</h1>
        <p className={styles.message} role="status">
          {t('waiting.message')}
        </p>
        <Link to={paths.business.dashboard.getHref()}>{t('waiting.goToDashboard')}</Link>
      </main>
    </div>
  );
}
