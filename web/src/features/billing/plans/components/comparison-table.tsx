import { useTranslation } from 'react-i18next';

import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import type { SubscriptionPlan } from '../api/plans-api.js';
import { FIGURE_ROWS, planFigures } from '../utils/plan-figures.js';
import { comparisonCell } from './plan-figure-text.js';
import styles from './plans.module.css';

/** §2 "A collapsible comparison table" of the features and limits of the period's plans (§9). */
export function ComparisonTable({ plans }: { plans: readonly SubscriptionPlan[] }) {
  const { t, i18n } = useTranslation();
  const figures = plans.map((plan) => planFigures(plan));
  return (
    <details className={`${styles.card} ${styles.compare}`}>
      <summary>{t('billingPlans.compare.toggle')}</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('billingPlans.compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billingPlans.compare.feature')}</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {planDisplayName(t, { id: plan.product, name: plan.name })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FIGURE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`billingPlans.compare.${row}`)}</th>
                {plans.map((plan, index) => (
                  <td key={plan.id}>{comparisonCell(t, row, figures[index]!, plan, i18n.language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
