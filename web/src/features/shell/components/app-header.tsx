import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '../../../components/icon.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import type { Locale } from '../../../i18n/locales.js';
import styles from './app-header.module.css';

export function AppHeader({
  menu,
  actions,
  onLanguageChange,
}: {
  /** Present in layouts with a sidebar: the mobile menu toggle. */
  menu?: { open: boolean; controls: string; onToggle: () => void };
  /** Signed-in areas: organization switcher and avatar menu. */
  actions?: ReactNode;
  onLanguageChange?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {menu && (
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          aria-label={menu.open ? t('common.closeMenu') : t('common.openMenu')}
          onClick={menu.onToggle}
        >
          <Icon name={menu.open ? 'close' : 'menu'} size={22} />
        </button>
      )}
      <Link
        to={paths.business.dashboard.getHref()}
        className={styles.homeLink}
        aria-label={t('shell.homeLink')}
      >
        <Logo />
      </Link>
      <span className={styles.spacer} />
      <LanguageSwitcher className={menu ? styles.desktopOnly : undefined} onChange={onLanguageChange} />
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
