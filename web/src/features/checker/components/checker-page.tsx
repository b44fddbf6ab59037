import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { PageHeader } from '../../../components/page-header.js';
import styles from './checker-page.module.css';

type Tab = 'code' | 'integrity';
const TABS: readonly Tab[] = ['code', 'integrity'];

/**
 * Public verifier (workspace spec, "Verifier"). A placeholder until the signing service's
 * validation calls exist: the tabs and fields are shown, verifying is not wired yet.
 */
export function CheckerPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('code');
  const id = useId();

  return (
    <>
      <PageHeader title={t('checker.title')} subtitle={t('checker.subtitle')} />
      <div className={styles.card}>
        <div role="tablist" className={styles.tabs}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              className={styles.tab}
              onClick={() => setTab(name)}
            >
              {t(`checker.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className={styles.panel}>
          {tab === 'integrity' && (
            <ol className={styles.steps}>
              <li>{t('checker.integrity.step1')}</li>
              <li>{t('checker.integrity.step2')}</li>
            </ol>
          )}
          <label className={styles.field}>
            {t('checker.code.label')}
            <input className={styles.input} placeholder={t('checker.code.placeholder')} disabled />
          </label>
          <div className={styles.actions}>
            <Button disabled>{t('checker.submit')}</Button>
            <span className={styles.note}>{t('common.comingSoon')}</span>
          </div>
        </div>
      </div>
    </>
  );
}
