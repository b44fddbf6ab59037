import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { externalLinks } from '../../../config/external-links.js';
import styles from './app-footer.module.css';

/** An address of this SPA opens in place; a configured outside address is a plain link. */
function FooterLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href}>{children}</a>
  );
}

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell.footer.links')}>
        <ul className={styles.links}>
          <li>
            <FooterLink href={externalLinks.termsOfUse}>{t('shell.footer.terms')}</FooterLink>
          </li>
          <li>
            <FooterLink href={externalLinks.privacyPolicy}>{t('shell.footer.privacy')}</FooterLink>
          </li>
          <li>
            <FooterLink href={externalLinks.cookiePolicy}>{t('shell.footer.cookies')}</FooterLink>
          </li>
        </ul>
      </nav>
      <p>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
