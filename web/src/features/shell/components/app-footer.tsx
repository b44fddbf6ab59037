import { useTranslation } from 'react-i18next';

import { externalLinks } from '../../../config/external-links.js';
import styles from './app-footer.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.links')}>
        <ul className={styles.links}>
          <li>
            <a href={externalLinks.termsOfUse}>{t('shell.footer.terms')}</a>
          </li>
          <li>
            <a href={externalLinks.privacyPolicy}>{t('shell.footer.privacy')}</a>
          </li>
          <li>
            <a href={externalLinks.cookiePolicy}>{t('shell.footer.cookies')}</a>
          </li>
        </ul>
      </nav>
      <p>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
