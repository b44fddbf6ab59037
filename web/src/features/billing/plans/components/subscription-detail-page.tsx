import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { statusOf } from '../../../../app/base-query.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { PageHeader } from '../../../../components/page-header.js';
import { paths } from '../../../../config/paths.js';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import { remainingSignaturesText } from '../../../../lib/subscription/remaining-signatures-text.js';
import { renewalText } from '../../../../lib/subscription/renewal-text.js';
import { useSubscriptionDetail } from '../api/plans-api.js';
import { formatPrice } from '../utils/format-price.js';
import styles from './plans.module.css';
import { SubscriptionHead } from './subscription-head.js';

/**
 * /account/billing/plan/{subscriptionId} (organization spec §2: the billing page's manage link):
 * one subscription from GET /subscriptions/{id}, its plan, state, price, payment and dates.
 */
export function SubscriptionDetailPage() {
  const { t, i18n } = useTranslation();
  const { subscriptionId } = useParams();
  const organizationId = useAppSelector(selectOrganizationId);
  const { data: subscription, error, isLoading } = useSubscriptionDetail(organizationId, subscriptionId);
  const back = (
    <p>
      <Link to={paths.account.billing.plan.getHref({ tab: 'plan-details' })}>
        {t('billingPlans.detail.back')}
      </Link>
    </p>
  );
  if (!subscription)
    return (
      <section>
        <PageHeader title={t('billingPlans.detail.title')} />
        <p className={styles.note}>
          {isLoading || !organizationId
            ? t('common.loading')
            : statusOf(error) === 404
              ? t('billingPlans.detail.notFound')
              : t('billingPlans.unavailable')}
        </p>
        {back}
      </section>
    );
  const { plan, properties } = subscription;
  const value = (label: string, text: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
  return (
    <section>
      <PageHeader title={t('billingPlans.detail.title')} />
      {back}
      <div className={styles.panel}>
        <section className={styles.card} aria-labelledby="subscription-plan">
          <SubscriptionHead
            subscription={subscription}
            headingId="subscription-plan"
            title={planDisplayName(t, { id: plan.product, name: plan.name })}
            line={renewalText(t, subscription, formatBillingDate)}
          />
          <dl className={styles.figures}>
            {value(
              t('billingPlans.detail.price'),
              plan.is_free || !plan.value_cents
                ? t('billingPlans.free')
                : formatPrice(plan.value_cents, 'BRL', i18n.language),
            )}
            {value(t('billingPlans.period'), t(`subscription.interval.${plan.interval_name}`))}
            {value(
              t('billingPlans.detail.paymentMethod'),
              subscription.payment_method
                ? t(`billingPlans.detail.methods.${subscription.payment_method}`)
                : t('common.notAvailable'),
            )}
            {properties.card_last_four_digits &&
              value(
                t('billingPlans.card.title'),
                t('billingPlans.card.number', {
                  brand: properties.card_banner ?? '',
                  last4: properties.card_last_four_digits,
                }),
              )}
            {value(
              t('billingPlans.detail.nextRecurrence'),
              subscription.state === 'recurring' && subscription.next_recurrence_at
                ? formatBillingDate(subscription.next_recurrence_at)
                : t('common.notAvailable'),
            )}
            {value(t('billingPlans.remaining'), remainingSignaturesText(t, subscription))}
          </dl>
        </section>
      </div>
    </section>
  );
}
