import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';

import { type PaymentStarted } from '../../../../api/rubrica-api.js';
import {
  useSubscriptionCancelPendingInvoiceMutation,
  useSubscriptionCreateInvoiceMutation,
  useSubscriptionForgetCardMutation,
  useSubscriptionRenewInvoiceMutation,
} from '../../../../api/billing.js';
import { alertShown } from '../../../../app/alerts.slice.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { paths } from '../../../../config/paths.js';
import { fullPageNavigation } from '../../../../lib/full-page-navigation.js';
import { billingErrorKey } from '../utils/billing-error-key.js';

type Outcome = { data: unknown } | { error: unknown };

/**
 * What the billing page does: pay (a new invoice, or the pending one on its checkout page), renew
 * ahead of time, cancel the pending invoice, forget the card. A payment goes on at the provider's
 * checkout and comes back here; every refusal shows its message (organization spec §8).
 */
export const useBillingActions = () => {
  const dispatch = useAppDispatch();
  const organizationId = useAppSelector(selectOrganizationId) ?? undefined;
  const [createInvoice, creating] = useSubscriptionCreateInvoiceMutation();
  const [renewInvoice, renewing] = useSubscriptionRenewInvoiceMutation();
  const [cancelPending, cancelling] = useSubscriptionCancelPendingInvoiceMutation();
  const [forgetCard, forgetting] = useSubscriptionForgetCardMutation();

  /** Shows the outcome; true when the call succeeded. */
  const report = useCallback(
    (outcome: Outcome, success?: ParseKeys): boolean => {
      if ('error' in outcome) {
        const key = billingErrorKey(outcome.error);
        if (key) dispatch(alertShown({ kind: 'danger', messageKey: key }));
        return false;
      }
      if (success) dispatch(alertShown({ kind: 'success', messageKey: success }));
      return true;
    },
    [dispatch],
  );

  const goToCheckout = useCallback(
    (outcome: { data: PaymentStarted } | { error: unknown }) => {
      if ('data' in outcome && outcome.data.checkout_url)
        return fullPageNavigation.assign(outcome.data.checkout_url);
      report(outcome, 'billingAccount.alerts.paymentStarted');
    },
    [report],
  );

  // The provider sends the payer back to the billing page.
  const body = { callback_path: paths.account.billing.root.getHref() };

  return {
    /** §4 "uninitialized ... A Pay button is offered": opens an invoice and goes to its checkout. */
    pay: async () => goToCheckout(await createInvoice({ 'X-Organization': organizationId, body })),
    /** Pays the next cycle now (POST /subscription/invoices/renew). */
    renew: async () => goToCheckout(await renewInvoice({ 'X-Organization': organizationId, body })),
    /** The pending invoice's own checkout page. */
    payPending: (checkoutUrl: string) => fullPageNavigation.assign(checkoutUrl),
    cancelPending: async () =>
      report(
        await cancelPending({ 'X-Organization': organizationId }),
        'billingAccount.alerts.pendingCancelled',
      ),
    forgetCard: async () =>
      report(await forgetCard({ 'X-Organization': organizationId }), 'billingAccount.alerts.cardRemoved'),
    isStartingPayment: creating.isLoading || renewing.isLoading,
    isCancelling: cancelling.isLoading,
    isForgettingCard: forgetting.isLoading,
  };
};
