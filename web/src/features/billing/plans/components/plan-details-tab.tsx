import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../../components/button.js';
import { ButtonLink } from '../../../../components/button-link.js';
import { paths } from '../../../../config/paths.js';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import { remainingSignaturesText } from '../../../../lib/subscription/remaining-signatures-text.js';
import { renewalText } from '../../../../lib/subscription/renewal-text.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import type { CreditCard, Invoice } from '../api/plans-api.js';
import type { PlanActions } from '../utils/plan-actions.js';
import { formatPrice } from '../utils/format-price.js';
import { Pill } from './pill.js';
import styles from './plans.module.css';
import { SubscriptionHead } from './subscription-head.js';

export interface PlanDetailsHandlers {
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
  onReactivate: () => void;
  onDropPendingInvoice: () => void;
  onChangeCard: () => void;
}

/** §2 "optional warning card 'complete upgrade' ... when an invoice is pending, with pay and cancel". */
function PendingInvoiceCard({ invoice, handlers }: { invoice: Invoice; handlers: PlanDetailsHandlers }) {
  const { t } = useTranslation();
  // A plan's shorter intervals are named `<product>-<interval>` (basic-monthly): its product's name.
  const plan = planDisplayName(t, { id: invoice.plan.id.replace(/-.*$/, ''), name: invoice.plan.name });
  return (
    <section className={`${styles.card} ${styles.warningCard}`} aria-labelledby="plan-pending">
      <h2 id="plan-pending" className={styles.cardTitle}>
        {t('billingPlans.pending.title')}
      </h2>
      <p className={styles.note}>
        {t('billingPlans.pending.body', { value: invoice.value.formatted, plan })}
      </p>
      <div className={styles.actions}>
        <Button onClick={handlers.onPay} disabled={handlers.busy}>
          {t('billingPlans.pending.pay')}
        </Button>
        <Button variant="secondary" onClick={handlers.onDropPendingInvoice} disabled={handlers.busy}>
          {t('billingPlans.pending.cancel')}
        </Button>
      </div>
    </section>
  );
}

const EXPIRY_TONE = { expiring_soon: 'warning', expired: 'danger' } as const;

/** §2 "A registered-card card with brand, last four digits and expiry, and a 'change card' action"; §4 card expiry. */
function RegisteredCard({ card, onChange }: { card: CreditCard; onChange: () => void }) {
  const { t } = useTranslation();
  const { month, year } = card.cardExpiration;
  return (
    <section className={styles.card} aria-labelledby="plan-card">
      <div className={styles.cardHead}>
        <h2 id="plan-card" className={styles.cardTitle}>
          {t('billingPlans.card.title')}
        </h2>
        {card.expiry !== 'valid' && (
          <Pill tone={EXPIRY_TONE[card.expiry]}>
            {t(card.expiry === 'expired' ? 'billingPlans.card.expired' : 'billingPlans.card.expiringSoon')}
          </Pill>
        )}
      </div>
      <p className={styles.note}>
        {t('billingPlans.card.number', { brand: card.cardBrand, last4: card.cardLast4Digits })}
        {' · '}
        {t('billingPlans.card.expires', { date: `${String(month).padStart(2, '0')}/${year}` })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange}>
          {t('billingAccount.card.change')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The plan-details tab (organization spec §2): the pending invoice to finish, the current plan
 * with its state and the actions its state allows (§4), its envelope credits, and the card.
 */
export function PlanDetailsTab({
  subscription,
  actions,
  pendingInvoice,
  card,
  handlers,
}: {
  subscription: Subscription;
  actions: PlanActions;
  pendingInvoice?: Invoice;
  card?: CreditCard;
  handlers: PlanDetailsHandlers;
}) {
  const { t, i18n } = useTranslation();
  const { plan } = subscription;
  const { available, consumed, cycle_ends_at: cycleEndsAt } = subscription.quota.envelopes;
  const features = subscription.features.length
    ? subscription.features
    : plan.features.map((entry) => entry.feature);
  const price =
    plan.is_free || !plan.value_cents
      ? t('billingPlans.free')
      : `${formatPrice(plan.value_cents, 'BRL', i18n.language)} · ${t(`subscription.interval.${plan.interval_name}`)}`;
  const dateLine = renewalText(t, subscription, formatBillingDate);
  return (
    <>
      {pendingInvoice && <PendingInvoiceCard invoice={pendingInvoice} handlers={handlers} />}
      <section className={styles.card} aria-labelledby="plan-current">
        <SubscriptionHead
          subscription={subscription}
          headingId="plan-current"
          title={`${t('billingPlans.current')}: ${planDisplayName(t, { id: plan.product, name: plan.name })}`}
          line={price}
        />
        <dl className={styles.figures}>
          <div>
            <dt>{t('billingPlans.remaining')}</dt>
            <dd>{remainingSignaturesText(t, subscription)}</dd>
          </div>
          <div>
            <dt>{t('billingPlans.renewal')}</dt>
            <dd>{dateLine ?? t('common.notAvailable')}</dd>
          </div>
        </dl>
        {available >= 0 && <p className={styles.note}>{t('billingPlans.quota', { consumed, available })}</p>}
        {cycleEndsAt && (
          <p className={styles.note}>
            {t('billingPlans.cycleEnds', { date: formatBillingDate(cycleEndsAt) })}
          </p>
        )}
        <h3 className={styles.subtitle}>{t('billingPlans.features')}</h3>
        {features.length ? (
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature}>
                {t(`billingPlans.benefits.${feature}` as 'billingPlans.benefits.api', feature)}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('billingPlans.noFeatures')}</p>
        )}
        <div className={styles.actions} role="group" aria-label={t('billingPlans.actions.label')}>
          {actions.pay && !pendingInvoice && (
            <Button onClick={handlers.onPay} disabled={handlers.busy}>
              {t('billingPlans.actions.pay')}
            </Button>
          )}
          {actions.upgrade && (
            <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plans' })}>
              {t('billingPlans.actions.upgrade')}
            </ButtonLink>
          )}
          {actions.reactivate && (
            <Button onClick={handlers.onReactivate} disabled={handlers.busy}>
              {t('billingPlans.actions.reactivate')}
            </Button>
          )}
          {actions.cancel && (
            <Button variant="secondary" onClick={handlers.onCancel} disabled={handlers.busy}>
              {t('billingPlans.actions.cancel')}
            </Button>
          )}
        </div>
        {subscription.id && (
          <p className={styles.manageLink}>
            <Link to={paths.account.billing.planSubscription.getHref(subscription.id)}>
              {t('billingPlans.actions.manage')}
            </Link>
          </p>
        )}
      </section>
      {card && actions.showCard && <RegisteredCard card={card} onChange={handlers.onChangeCard} />}
    </>
  );
}
