import { useState } from 'react';
import { useLocation } from 'react-router';

import { useAppDispatch } from '../../../../app/hooks.js';
import { alertShown } from '../../../../app/alerts.slice.js';
import { hasErrorCode, PRECONDITION_CODES } from '../../../../app/base-query.js';
import { fullPageNavigation } from '../../../../lib/full-page-navigation.js';
import {
  useSubscriptionCancelMutation,
  useSubscriptionCancelPendingInvoiceMutation,
  useSubscriptionCreateInvoiceMutation,
  useSubscriptionReactivateMutation,
  useSubscriptionsChangePlanMutation,
  type Invoice,
  type PaymentStarted,
} from '../api/plans-api.js';
import { planReloadNotice } from '../utils/plan-reload-notice.js';

/**
 * The plan page's payments (organization spec §4, §7, §8). Each one that needs paying answers a
 * checkout_url and the browser follows it, with the current page as the way back ("Checkout
 * redirects append a callback address made from the current page path"). A change of plan
 * refused with 412 opens the payment-in-progress modal; other failures get the generic alert
 * from the base query and only stop the busy state.
 */
export const usePlanPayments = (organizationId: string) => {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [paymentInProgress, setPaymentInProgress] = useState(false);
  const [changePlan, changing] = useSubscriptionsChangePlanMutation();
  const [cancelPlan, cancelling] = useSubscriptionCancelMutation();
  const [reactivatePlan, reactivating] = useSubscriptionReactivateMutation();
  const [createInvoice, invoicing] = useSubscriptionCreateInvoiceMutation();
  const [dropInvoice, dropping] = useSubscriptionCancelPendingInvoiceMutation();
  const header = { 'X-Organization': organizationId };
  const body = { callback_path: pathname };

  const success = (messageKey: 'billingPlans.changed' | 'billingPlans.pending.cancelled') =>
    dispatch(alertShown({ kind: 'success', messageKey }));

  // Paying or dropping a pending invoice is left to the screen (api/billing.ts): §8's generic alert.
  const failed = () => dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));

  /** Follows the answer's checkout, or says the change is done when nothing is left to pay. */
  const follow = (started: PaymentStarted) => {
    if (started.checkout_url) fullPageNavigation.assign(started.checkout_url);
    else success('billingPlans.changed');
  };

  return {
    busy:
      changing.isLoading ||
      cancelling.isLoading ||
      reactivating.isLoading ||
      invoicing.isLoading ||
      dropping.isLoading,
    paymentInProgress,
    closePaymentInProgress: () => setPaymentInProgress(false),

    async change(subscriptionId: string, planId: string) {
      const result = await changePlan({ ...header, id: subscriptionId, body: { ...body, plan: planId } });
      if (result.data) follow(result.data);
      else if (hasErrorCode(result.error, PRECONDITION_CODES.paymentInProgress)) setPaymentInProgress(true);
      else failed();
    },

    /** §7, §8: "subscription cancelled (then reload)"; the reloaded page says it succeeded. */
    async cancel(): Promise<boolean> {
      const result = await cancelPlan(header);
      if ('error' in result) return false;
      planReloadNotice.leaveCancelled();
      fullPageNavigation.reload();
      return true;
    },

    async reactivate() {
      const result = await reactivatePlan({ ...header, body });
      if (result.data) follow(result.data);
    },

    /** The pending invoice's own checkout, else a new one for what is awaiting payment. */
    async pay(pending: Invoice | undefined) {
      if (pending?.checkout_url) return fullPageNavigation.assign(pending.checkout_url);
      const result = await createInvoice({ ...header, body });
      if (result.data) follow(result.data);
      else failed();
    },

    async dropPendingInvoice() {
      const result = await dropInvoice(header);
      if ('error' in result) failed();
      else success('billingPlans.pending.cancelled');
    },
  };
};
