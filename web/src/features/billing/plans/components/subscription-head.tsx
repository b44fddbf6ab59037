import { useTranslation } from 'react-i18next';

import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import { Pill } from './pill.js';
import { PlanIcon } from './plan-icon.js';
import styles from './plans.module.css';

// Organization spec §4: awaiting payment is a warning, active a success, cancelled a danger.
const TONE = { uninitialized: 'warning', recurring: 'success', cancelled: 'danger' } as const;

/** A subscription card's head: the plan's icon, a heading, a line under it and the state badge. */
export function SubscriptionHead({
  subscription,
  headingId,
  title,
  line,
}: {
  subscription: Subscription;
  headingId: string;
  title: string;
  line: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.cardHead}>
      <span className={styles.cardIcon}>
        <PlanIcon product={subscription.plan.product} />
      </span>
      <div className={styles.headText}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {line && <span>{line}</span>}
      </div>
      <Pill tone={TONE[subscription.state]}>{t(`billingPlans.states.${subscription.state}`)}</Pill>
    </div>
  );
}
