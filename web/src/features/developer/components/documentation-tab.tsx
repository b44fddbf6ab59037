import { useTranslation } from 'react-i18next';

import { Icon } from '../../../components/icon.js';
import { externalLinks } from '../../../config/external-links.js';
import styles from './developer.module.css';
import panel from '../../../components/panel.module.css';

/**
 * Documentation (organization spec §2): an illustration, a description and a button opening the
 * documentation in a new tab: the API reference the gateway serves, and the SDK's README.
 */
export function DocumentationTab() {
  const { t } = useTranslation();
  return (
    <div className={styles.docs}>
      <svg className={styles.illustration} viewBox="0 0 120 90" aria-hidden="true">
        <rect x="6" y="10" width="108" height="72" rx="8" fill="var(--color-primary-soft)" />
        <rect x="6" y="10" width="108" height="14" rx="7" fill="var(--color-primary)" />
        <path
          d="M40 44l-10 9 10 9 M80 44l10 9-10 9 M66 40l-12 26"
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.docCards}>
        <section className={panel.card} aria-labelledby="docs-api">
          <h2 id="docs-api" className={panel.cardTitle}>
            {t('developer.documentation.apiTitle')}
          </h2>
          <p className={panel.lead}>{t('developer.documentation.apiText')}</p>
          <a className={styles.linkButton} href={externalLinks.apiReference} target="_blank" rel="noreferrer">
            {t('developer.documentation.apiOpen')}
            <Icon name="external" size={16} />
            <span className="visually-hidden">({t('common.opensInNewTab')})</span>
          </a>
        </section>
        <section className={panel.card} aria-labelledby="docs-sdk">
          <h2 id="docs-sdk" className={panel.cardTitle}>
            {t('developer.documentation.sdkTitle')}
          </h2>
          <p className={panel.lead}>{t('developer.documentation.sdkText')}</p>
          {externalLinks.sdkReadme ? (
            <a className={styles.linkButton} href={externalLinks.sdkReadme} target="_blank" rel="noreferrer">
              {t('developer.documentation.sdkOpen')}
              <Icon name="external" size={16} />
              <span className="visually-hidden">({t('common.opensInNewTab')})</span>
            </a>
          ) : (
            <p className={panel.lead}>{t('developer.documentation.sdkInSource')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
