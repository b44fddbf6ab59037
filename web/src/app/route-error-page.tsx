import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button } from '../components/button.js';
import { Logo } from '../components/logo.js';
import { NotFoundPage } from '../features/not-found/components/not-found-page.js';
import { useDocumentTitle } from '../hooks/use-document-title.js';
import styles from './route-error-page.module.css';

/** Shown when a route throws: a 404 answer gets the 404 page, anything else a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  return (
    <main className={styles.page}>
      <Logo />
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.message}>{t('routeError.message')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </main>
  );
}
