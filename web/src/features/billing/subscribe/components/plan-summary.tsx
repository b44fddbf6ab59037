import { useTranslation } from 'react-i18next';

import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import type { ProductPlans } from '../api/subscribe-api.js';
import styles from './subscribe-wizard.module.css';

/** The plan being bought: name, price of the interval and what it includes. */
export function PlanSummary({ plan }: { plan: ProductPlans['plan'] }) {
  const { t, i18n } = useTranslation();
  const price =
    plan.value_cents === null
      ? undefined
      : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: plan.currency }).format(
          plan.value_cents / 100,
        );
  const users = plan.limits.find((limit) => limit.limitation === 'users')?.quantity;
  return (
    <aside className={`${styles.card} ${styles.summary}`} aria-labelledby="subscribe-summary">
      <h2 id="subscribe-summary" className={styles.stepTitle}>
        {t('billingSubscribe.summary.title')}
      </h2>
      <p className={styles.planName}>{planDisplayName(t, { id: plan.product, name: plan.name })}</p>
      {price && (
        <p className={styles.price}>
          {price}{' '}
          <span className={styles.muted}>{t(`billingSubscribe.summary.per.${plan.interval_name}`)}</span>
        </p>
      )}
      {plan.discount_percent > 0 && (
        <p className={styles.muted}>
          {t('billingSubscribe.summary.discount', { percent: plan.discount_percent })}
        </p>
      )}
      {typeof users === 'number' && users > 0 && (
        <p className={styles.muted}>{t('billingSubscribe.summary.users', { count: users })}</p>
      )}
    </aside>
  );
}
