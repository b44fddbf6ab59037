import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../../components/button-link.js';
import { Icon } from '../../../components/icon.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import styles from './not-found-page.module.css';

/** Any unknown address, and an invitation that cannot be accepted (workspace spec). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const dashboard = paths.business.dashboard.getHref();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to={dashboard} className={styles.homeLink} aria-label={t('shell.homeLink')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <p className={styles.code} aria-hidden="true">
            {t('notFound.code')}
          </p>
          <h1 className={styles.title}>{t('notFound.title')}</h1>
          <p className={styles.message}>{t('notFound.message')}</p>
          <ButtonLink to={dashboard}>
            <Icon name="arrowLeft" size={18} />
            {t('notFound.backToDashboard')}
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
