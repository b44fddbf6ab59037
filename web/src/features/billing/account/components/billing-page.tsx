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

  // The dialogs that ask before acting: their texts' keys, what they do and whether it is under way.
  const confirmations = {
    cancelPending: {
      texts: 'billingAccount.pending.cancel',
      run: actions.cancelPending,
      busy: actions.isCancelling,
    },
    removeCard: {
      texts: 'billingAccount.card.remove',
      run: actions.forgetCard,
      busy: actions.isForgettingCard,
    },
  } as const;
  const asking = dialog === 'cancelPending' || dialog === 'removeCard' ? confirmations[dialog] : null;

  const confirm = async () => {
    await asking?.run();
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

      {asking && (
        <ConfirmModal
          title={t(`${asking.texts}Title`)}
          confirmLabel={t(`${asking.texts}Confirm`)}
          busy={asking.busy}
          onConfirm={() => void confirm()}
          onClose={() => setDialog(null)}
        >
          <p>{t(`${asking.texts}Question`)}</p>
        </ConfirmModal>
      )}
      {dialog === 'changeCard' && <ChangeCardModal onClose={() => setDialog(null)} />}
    </section>
  );
}
