import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';

import { useSubscriptionPendingInvoiceQuery } from '../../../../api/billing.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { Button } from '../../../../components/button.js';
import panel from '../../../../components/panel.module.css';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import styles from './billing-page.module.css';

/**
 * A payment in progress (organization spec §2: "a warning card appears when an invoice is
 * pending, with pay and cancel actions"). A failed read of the pending invoice means none (§8).
 */
export function PendingInvoiceNotice({
  hasPendingInvoice,
  onPay,
  onCancel,
}: {
  hasPendingInvoice: boolean;
  onPay: (checkoutUrl: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const organizationId = useAppSelector(selectOrganizationId) ?? undefined;
  const { data: invoice, isError } = useSubscriptionPendingInvoiceQuery(
    hasPendingInvoice ? { 'X-Organization': organizationId } : skipToken,
  );
  if (!hasPendingInvoice || !invoice || isError) return null;
  return (
    <section className={`${panel.card} ${styles.pending}`} aria-labelledby="billing-pending">
      <h2 id="billing-pending" className={panel.cardTitle}>
        {t('billingAccount.pending.title')}
      </h2>
      <p>
        {t('billingAccount.pending.text', {
          number: invoice.number,
          plan: invoice.plan.name,
          value: invoice.value.formatted,
          date: formatBillingDate(invoice.due_date),
        })}
      </p>
      <div className={panel.actions}>
        {invoice.checkout_url && (
          <Button onClick={() => onPay(invoice.checkout_url!)}>{t('billingAccount.pending.pay')}</Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t('billingAccount.pending.cancel')}
        </Button>
      </div>
    </section>
  );
}
