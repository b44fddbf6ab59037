import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { alertShown } from '../../../../app/alerts.slice.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { PageHeader } from '../../../../components/page-header.js';
import { fullPageNavigation } from '../../../../lib/full-page-navigation.js';
import { paths } from '../../../../config/paths.js';
import { useSubscription } from '../../../../lib/subscription/use-subscription.js';
import { ChangeCardModal } from '../../account/components/change-card-modal.js';
import { InvoicesSection } from '../../account/components/invoices-section.js';
import { usePendingInvoice, usePlanCatalogue, useRegisteredCard } from '../api/plans-api.js';
import { usePlanPayments } from '../hooks/use-plan-payments.js';
import { useStraightToPayment } from '../hooks/use-straight-to-payment.js';
import { planActions } from '../utils/plan-actions.js';
import { planReloadNotice } from '../utils/plan-reload-notice.js';
import { CancelPlanModal } from './cancel-plan-modal.js';
import { PaymentInProgressModal } from './payment-in-progress-modal.js';
import { PlanDetailsTab } from './plan-details-tab.js';
import tabStyles from '../../../../components/tab-nav.module.css';
import styles from './plans.module.css';
import { PlansTab } from './plans-tab.js';

type Tab = 'plan-details' | 'plans';

const TABS: readonly Tab[] = ['plan-details', 'plans'];

const tabOf = (value: string | null): Tab => (value === 'plans' ? 'plans' : 'plan-details');

/**
 * The plan page (organization spec §2, "Plan page"; owners only, §6). The `tab` query picks
 * plan-details or plans. The subscription comes from GET /subscription, the plans and the
 * edition's checkout options from GET /plans: the US edition looks no card up (§1, §6).
 */
export function BillingPlanPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const organizationId = useAppSelector(selectOrganizationId) ?? '';
  const { subscription, isError } = useSubscription();
  const catalogue = usePlanCatalogue(organizationId);
  const actions = subscription && planActions(subscription);
  const pending = usePendingInvoice(organizationId, !subscription?.has_pending_invoice);
  // §8: a pending invoice or card that fails to load reads as none.
  const pendingInvoice = pending.isError ? undefined : pending.data;
  const cardLookup = !!catalogue.data?.checkout.card_lookup && !!actions?.showCard;
  const card = useRegisteredCard(organizationId, !cardLookup);
  const payments = usePlanPayments(organizationId);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  useStraightToPayment(subscription, { invoice: pendingInvoice, settled: !pending.isFetching });
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (planReloadNotice.takeCancelled())
      dispatch(alertShown({ kind: 'success', messageKey: 'billingPlans.cancelModal.done' }));
  }, [dispatch]);

  const details = () => {
    if (!subscription || !actions)
      return <p className={styles.note}>{isError ? t('billingPlans.unavailable') : t('common.loading')}</p>;
    return (
      <>
        <PlanDetailsTab
          subscription={subscription}
          actions={actions}
          pendingInvoice={pendingInvoice}
          card={cardLookup && !card.isError ? card.data : undefined}
          handlers={{
            busy: payments.busy,
            onPay: () => void payments.pay(pendingInvoice),
            onCancel: () => setConfirmingCancel(true),
            onReactivate: () => void payments.reactivate(),
            onDropPendingInvoice: () => void payments.dropPendingInvoice(),
            onChangeCard: () => setChangingCard(true),
          }}
        />
        {/* §2: the plan-details tab ends with the paginated invoice list (the billing page's). */}
        <InvoicesSection
          onPay={(checkoutUrl) => fullPageNavigation.assign(checkoutUrl)}
          onCancel={() => void payments.dropPendingInvoice()}
        />
      </>
    );
  };

  const plans = () => {
    if (catalogue.isLoading) return <p className={styles.note}>{t('common.loading')}</p>;
    // §8: "Plan list ... failure: treated as null".
    if (!catalogue.data?.data.length)
      return <p className={styles.note}>{t('billingPlans.plansUnavailable')}</p>;
    return (
      <PlansTab
        catalogue={catalogue.data}
        subscription={subscription}
        actions={actions}
        organizationId={organizationId}
        busy={payments.busy}
        onChange={(plan) => subscription?.id && void payments.change(subscription.id, plan.id)}
      />
    );
  };

  return (
    <section>
      <PageHeader title={t('billingPlans.title')} />
      <nav aria-label={t('billingPlans.tabs')} className={tabStyles.tabs}>
        {TABS.map((option) => (
          <Link
            key={option}
            to={paths.account.billing.plan.getHref({ tab: option })}
            aria-current={tab === option ? 'page' : undefined}
            className={tab === option ? `${tabStyles.tab} ${tabStyles.active}` : tabStyles.tab}
          >
            {option === 'plans' ? t('billingPlans.plans') : t('billingPlans.details')}
          </Link>
        ))}
      </nav>
      <div className={styles.panel}>{tab === 'plans' ? plans() : details()}</div>
      {changingCard && <ChangeCardModal onClose={() => setChangingCard(false)} />}
      {confirmingCancel && (
        <CancelPlanModal
          busy={payments.busy}
          onClose={() => setConfirmingCancel(false)}
          onConfirm={() => void payments.cancel().then((done) => done && setConfirmingCancel(false))}
        />
      )}
      {payments.paymentInProgress && <PaymentInProgressModal onClose={payments.closePaymentInProgress} />}
    </section>
  );
}
