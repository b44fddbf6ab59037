import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { changeLanguage } from '../i18n/change-language.js';
import { isLocale, LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, type Locale } from '../i18n/locales.js';
import { Icon } from './icon.js';
import styles from './language-switcher.module.css';

/**
 * Picks the interface language. By default the choice applies at once and is remembered; signed-in
 * areas pass `onChange` to also save it on the account (which reloads the page).
 */
export function LanguageSwitcher({
  className,
  onChange: onLanguageChange,
}: {
  className?: string;
  onChange?: (locale: Locale) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (!isLocale(value)) return;
    if (onLanguageChange) onLanguageChange(value);
    else void changeLanguage(i18n, value);
  };

  return (
    <span className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <span className={styles.icon}>
        <Icon name="globe" size={18} />
      </span>
      <select id={id} className={styles.select} value={i18n.resolvedLanguage} onChange={onChange}>
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true" />
    </span>
  );
}
