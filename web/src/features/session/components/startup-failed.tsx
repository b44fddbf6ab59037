import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Logo } from '../../../components/logo.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import styles from './session-card.module.css';

/** Start-up could not load the account (the server failed or could not be reached). */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('session.startup.failedTitle'));
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <Logo />
        <h1 className={styles.title}>{t('session.startup.failedTitle')}</h1>
        <p className={styles.message}>{t('session.startup.failedMessage')}</p>
        <Button onClick={onRetry}>{t('session.startup.retry')}</Button>
      </main>
    </div>
  );
}
