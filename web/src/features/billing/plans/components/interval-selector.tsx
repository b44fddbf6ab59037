import { useTranslation } from 'react-i18next';

import { PLAN_INTERVALS, type PlanInterval } from '../utils/plan-offer.js';
import styles from './plans.module.css';

/** §2 "A monthly/annual switch with a discount note", over the four periods of §9. */
export function IntervalSelector({
  value,
  discounts,
  annualDiscount,
  onChange,
}: {
  value: PlanInterval;
  discounts: Record<PlanInterval, number>;
  annualDiscount: number;
  onChange: (interval: PlanInterval) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.intervalBar}>
      <div className={styles.intervals} role="group" aria-label={t('billingPlans.interval.label')}>
        {PLAN_INTERVALS.map((interval) => (
          <button
            key={interval}
            type="button"
            className={styles.interval}
            aria-pressed={value === interval}
            onClick={() => onChange(interval)}
          >
            {t(`billingPlans.interval.${interval}`)}
            {discounts[interval] > 0 && ' '}
            {discounts[interval] > 0 && (
              <span className={styles.discount}>
                {t('billingPlans.interval.discount', { percent: discounts[interval] })}
              </span>
            )}
          </button>
        ))}
      </div>
      {annualDiscount > 0 && (
        <p className={styles.note}>{t('billingPlans.interval.note', { percent: annualDiscount })}</p>
      )}
    </div>
  );
}
