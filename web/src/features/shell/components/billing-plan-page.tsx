import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '../../../components/page-header.js';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { planDisplayName } from '../../../lib/subscription/plan-display-name.js';
import { remainingSignatures } from '../../../lib/subscription/remaining-signatures.js';
import { isCancelled, type Subscription } from '../../../lib/subscription/subscription-types.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import { useListPlansQuery, type PlanOffer } from '../api/plans-api.js';
import styles from './billing-plan-page.module.css';

type Tab = 'plan-details' | 'plans';

const tabOf = (value: string | null): Tab => (value === 'plans' ? 'plans' : 'plan-details');

function PlanDetails({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const { available, consumed, cycle_ends_at: cycleEndsAt } = subscription.quota.envelopes;
  const features = subscription.features.length
    ? subscription.features
    : subscription.plan.features.map((entry) => entry.feature);
  return (
    <section className={styles.card} aria-labelledby="plan-current">
      <h2 id="plan-current" className={styles.cardTitle}>
        {t('shell.planPage.current')}: {planDisplayName(t, subscription.plan)}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('shell.planPage.period')}</dt>
          <dd>{t(`subscription.interval.${subscription.plan.interval_name}`)}</dd>
        </div>
        <div>
          <dt>{t('shell.planPage.status')}</dt>
          <dd>{t(`shell.planPage.states.${subscription.state}`)}</dd>
        </div>
        <div>
          <dt>{t('shell.planPage.remaining')}</dt>
          <dd>{remainingSignatures(subscription)}</dd>
        </div>
        <div>
          <dt>{t('shell.planPage.renewal')}</dt>
          <dd>
            {!isCancelled(subscription) && subscription.next_recurrence_at
              ? formatDate(subscription.next_recurrence_at, i18n.language)
              : t('common.notAvailable')}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('shell.planPage.quota', { consumed, available })}</p>
      {cycleEndsAt && (
        <p className={styles.note}>
          {t('shell.planPage.cycleEnds', { date: formatDate(cycleEndsAt, i18n.language) })}
        </p>
      )}
      <h3 className={styles.subtitle}>{t('shell.planPage.features')}</h3>
      {features.length ? (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('shell.planPage.noFeatures')}</p>
      )}
    </section>
  );
}

function PlanList({ currentId }: { currentId?: string }) {
  const { t, i18n } = useTranslation();
  const { data: plans, isLoading, isError } = useListPlansQuery();
  if (isLoading) return <p className={styles.note}>{t('common.loading')}</p>;
  if (isError || !plans?.length) return <p className={styles.note}>{t('shell.planPage.plansUnavailable')}</p>;
  const price = (plan: PlanOffer) =>
    plan.is_free || !plan.value
      ? t('shell.planPage.free')
      : `${new Intl.NumberFormat(i18n.language, {
          style: 'currency',
          currency: plan.currency ?? 'BRL',
        }).format(plan.value / 100)} ${t('shell.planPage.perPeriod', {
          period: t(`subscription.interval.${plan.interval_name}`),
        })}`;
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={`${plan.id}-${plan.interval}`} className={styles.card}>
          <h2 className={styles.cardTitle}>{planDisplayName(t, { ...plan, features: [] })}</h2>
          <p>{price(plan)}</p>
          {plan.id === currentId && <p className={styles.badge}>{t('shell.planPage.currentBadge')}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The plan page (organization spec §2, "Plan page"): the plan-details tab shows the current plan,
 * remaining signatures, renewal and features from GET /subscription; the plans tab lists what
 * billing offers. The tab comes from the `tab` query (plan-details or plans). Read-only.
 */
export function BillingPlanPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const { subscription, isError } = useSubscription();
  return (
    <section>
      <PageHeader title={t('shell.planPage.title')} />
      <nav aria-label={t('shell.planPage.tabs')} className={styles.tabs}>
        {(['plan-details', 'plans'] as const).map((option) => (
          <Link
            key={option}
            to={paths.account.billing.plan.getHref({ tab: option })}
            aria-current={tab === option ? 'page' : undefined}
            className={tab === option ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          >
            {option === 'plans' ? t('shell.planPage.plans') : t('shell.planPage.details')}
          </Link>
        ))}
      </nav>
      <div className={styles.panel}>
        {tab === 'plans' ? (
          <PlanList currentId={subscription?.plan.id} />
        ) : subscription ? (
          <PlanDetails subscription={subscription} />
        ) : (
          <p className={styles.note}>{isError ? t('shell.planPage.unavailable') : t('common.loading')}</p>
        )}
      </div>
    </section>
  );
}
