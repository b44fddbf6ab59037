import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Icon } from '../../../components/icon.js';
import { PageHeader } from '../../../components/page-header.js';
import { paths, type SentState } from '../../../config/paths.js';
import styles from './dashboard-page.module.css';

const COUNTERS: ReadonlyArray<{
  state: SentState;
  labelKey: 'inTransit' | 'rejected' | 'completed' | 'cancelled';
  accent: string;
}> = [
  { state: 'in-transit', labelKey: 'inTransit', accent: 'var(--color-primary)' },
  { state: 'rejected', labelKey: 'rejected', accent: 'var(--color-danger)' },
  { state: 'completed', labelKey: 'completed', accent: 'var(--color-success)' },
  { state: 'cancelled', labelKey: 'cancelled', accent: 'var(--color-neutral)' },
];

/** Home of the business area. Counters and received envelopes are filled by the envelopes API. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />

      <section aria-labelledby="dashboard-counters">
        <h2 id="dashboard-counters" className={styles.sectionTitle}>
          {t('dashboard.counters.title')}
        </h2>
        {/* Each card opens the sent list filtered by its state (envelopes spec, dashboard). */}
        <ul className={styles.counters}>
          {COUNTERS.map(({ state, labelKey, accent }) => (
            <li key={state}>
              <Link
                to={paths.business.documents.sent.getHref(state)}
                className={styles.counter}
                style={{ '--accent': accent } as CSSProperties}
              >
                <span className={styles.counterLabel}>{t(`dashboard.counters.${labelKey}`)}</span>
                <span className={styles.counterValue}>{t('common.notAvailable')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dashboard-received" className={styles.received}>
        <h2 id="dashboard-received" className={styles.sectionTitle}>
          {t('dashboard.received.title')}
        </h2>
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <Icon name="envelope" size={24} />
          </span>
          <p>{t('dashboard.received.empty')}</p>
        </div>
      </section>
    </>
  );
}
