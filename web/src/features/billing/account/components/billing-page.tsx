import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '../../../../components/confirm-modal.js';
import { PageHeader } from '../../../../components/page-header.js';
import panel from '../../../../components/panel.module.css';
import { useSubscription } from '../../../../lib/subscription/use-subscription.js';
import { useBillingActions } from '../hooks/use-billing-actions.js';
import { useBillingOrganizations } from '../hooks/use-billing-organizations.js';
import { BillingOrganizationSelect } from './billing-organization-select.js';
import styles from './billing-page.module.css';
import { ChangeCardModal } from './change-card-modal.js';
import { CreditCardCard } from './credit-card-card.js';
import { InvoicesSection } from './invoices-section.js';
import { PendingInvoiceNotice } from './pending-invoice-notice.js';
import { SubscriptionCard } from './subscription-card.js';

type Dialog = 'cancelPending' | 'removeCard' | 'changeCard';

/**
 * /account/billing (organization spec §2, billing page): for the selected organization, a payment
 * in progress, the plan, the registered card and the invoices. Reached through BillingGate.
 */
export function BillingPage() {
  const { t } = useTranslation();
  const { selected, billable } = useBillingOrganizations();
  const { subscription, isError } = useSubscription();
  const actions = useBillingActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const confirm = async () => {
    if (dialog === 'cancelPending') await actions.cancelPending();
    else if (dialog === 'removeCard') await actions.forgetCard();
    setDialog(null);
  };

  return (
    <section className={styles.page}>
      <PageHeader title={t('billingAccount.title')} subtitle={t('billingAccount.subtitle')} />
      {selected && <BillingOrganizationSelect organizations={billable} selectedId={selected.id} />}

      {subscription && (
        <PendingInvoiceNotice
          hasPendingInvoice={subscription.has_pending_invoice}
          onPay={actions.payPending}
          onCancel={() => setDialog('cancelPending')}
        />
      )}

      <div className={styles.cards}>
        {subscription ? (
          <SubscriptionCard
            subscription={subscription}
            busy={actions.isStartingPayment}
            onPay={() => void actions.pay()}
            onRenew={() => void actions.renew()}
          />
        ) : (
          <section className={`${panel.card} ${styles.card}`}>
            <p className={styles.muted} role={isError ? 'alert' : 'status'}>
              {isError ? t('billingAccount.subscription.unavailable') : t('common.loading')}
            </p>
          </section>
        )}
        {/* Organization spec §4: the card card is shown unless the plan was cancelled. */}
        {subscription && subscription.state !== 'cancelled' && (
          <CreditCardCard onChange={() => setDialog('changeCard')} onRemove={() => setDialog('removeCard')} />
        )}
      </div>

      <InvoicesSection onPay={actions.payPending} onCancel={() => setDialog('cancelPending')} />

      {dialog === 'cancelPending' && (
        <ConfirmModal
          title={t('billingAccount.pending.cancelTitle')}
          confirmLabel={t('billingAccount.pending.cancelConfirm')}
          busy={actions.isCancelling}
          onConfirm={() => void confirm()}
          onClose={() => setDialog(null)}
        >
          <p>{t('billingAccount.pending.cancelQuestion')}</p>
        </ConfirmModal>
      )}
      {dialog === 'changeCard' && <ChangeCardModal onClose={() => setDialog(null)} />}
      {dialog === 'removeCard' && (
        <ConfirmModal
          title={t('billingAccount.card.removeTitle')}
          confirmLabel={t('billingAccount.card.removeConfirm')}
          busy={actions.isForgettingCard}
          onConfirm={() => void confirm()}
          onClose={() => setDialog(null)}
        >
          <p>{t('billingAccount.card.removeQuestion')}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
