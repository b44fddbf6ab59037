import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../../components/button.js';
import { ButtonLink } from '../../../../components/button-link.js';
import panel from '../../../../components/panel.module.css';
import table from '../../../../components/data-table.module.css';
import { paths } from '../../../../config/paths.js';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import { mayUpgrade } from '../../../../lib/subscription/may-upgrade.js';
import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import { remainingSignatures } from '../../../../lib/subscription/remaining-signatures.js';
import { remainingSignaturesText } from '../../../../lib/subscription/remaining-signatures-text.js';
import { renewalText } from '../../../../lib/subscription/renewal-text.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import styles from './billing-page.module.css';

// Organization spec §4, "Subscription state": awaiting payment (warning), active (success),
// cancelled, that is inactive (danger).
const STATE_TONE: Record<Subscription['state'], 'warning' | 'success' | 'danger'> = {
  uninitialized: 'warning',
  recurring: 'success',
  cancelled: 'danger',
};

// Prices are in reais, written as invoices write them (organization spec §9: currency BRL).
const PRICE = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * The organization's plan (organization spec §2, billing page): name and state, period and price,
 * renewal or expiry, the signatures left, and the ways on: pay a plan awaiting payment, renew a
 * paid one ahead of time, manage it or see the plans.
 */
export function SubscriptionCard({
  subscription,
  busy,
  onPay,
  onRenew,
}: {
  subscription: Subscription;
  busy: boolean;
  onPay: () => void;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const { available, consumed } = subscription.quota.envelopes;
  const renewal = renewalText(t, subscription, formatBillingDate);
  const paid = !subscription.plan.is_free && (subscription.plan.value_cents ?? 0) > 0;
  const noPaymentOpen = !subscription.has_pending_invoice;
  const manageTo = subscription.id
    ? paths.account.billing.planSubscription.getHref(subscription.id)
    : paths.account.billing.plan.getHref({ tab: 'plan-details' });
  return (
    <section className={`${panel.card} ${styles.card}`} aria-labelledby="billing-subscription">
      <div className={panel.cardHead}>
        <h2 id="billing-subscription" className={panel.cardTitle}>
          <span className={styles.eyebrow}>{t('billingAccount.subscription.title')}</span>{' '}
          {planDisplayName(t, subscription.plan)}
        </h2>
        <span className={`${panel.pill} ${panel[STATE_TONE[subscription.state]]}`}>
          {t(`billingAccount.subscription.states.${subscription.state}`)}
        </span>
      </div>
      <dl className={table.facts}>
        <dt>{t('billingAccount.subscription.period')}</dt>
        <dd>{t(`subscription.interval.${subscription.plan.interval_name}`)}</dd>
        {paid && (
          <>
            <dt>{t('billingAccount.subscription.price')}</dt>
            <dd>{PRICE.format(subscription.plan.value_cents! / 100)}</dd>
          </>
        )}
        <dt>{t('billingAccount.subscription.remaining')}</dt>
        <dd>{remainingSignaturesText(t, subscription)}</dd>
      </dl>
      {Number.isFinite(remainingSignatures(subscription)) && (
        <p className={styles.muted}>{t('billingAccount.subscription.used', { consumed, available })}</p>
      )}
      {renewal && <p className={styles.renewal}>{renewal}</p>}
      {subscription.state === 'uninitialized' && (
        <p className={styles.muted}>{t('billingAccount.subscription.awaitingPayment')}</p>
      )}
      <div className={panel.actions}>
        {subscription.state === 'uninitialized' && noPaymentOpen && (
          <Button disabled={busy} onClick={onPay}>
            {t('billingAccount.subscription.pay')}
          </Button>
        )}
        {subscription.state === 'recurring' && paid && noPaymentOpen && (
          <Button variant="secondary" disabled={busy} onClick={onRenew}>
            {t('billingAccount.subscription.renew')}
          </Button>
        )}
        {mayUpgrade(subscription) && (
          <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plans' })} variant="secondary">
            {t('billingAccount.subscription.upgrade')}
          </ButtonLink>
        )}
        <Link to={manageTo} className={styles.manageLink}>
          {t('billingAccount.subscription.manage')}
        </Link>
      </div>
    </section>
  );
}
