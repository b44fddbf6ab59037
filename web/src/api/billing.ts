import { generatedApi } from './generated/billing.js';
import { TAGS } from './tags.js';

// The endpoints tagged `billing` (plans, the subscription, its invoices and card) and their hooks
// (`useSubscriptionGetQuery` ...).
export * from './generated/billing.js';

// What changes the card or an invoice changes the subscription too; their pages word refusals.
const changesCard = {
  invalidatesTags: [TAGS.creditCard, TAGS.subscription],
  extraOptions: { handles: 'all' },
} as const;
const changesInvoices = {
  invalidatesTags: [TAGS.invoice, TAGS.subscription],
  extraOptions: { handles: 'all' },
} as const;

/**
 * The billing endpoints with the cache tags they provide and invalidate (from the one registry,
 * tags.ts) and the statuses their screens answer themselves (`extraOptions.handles`, see
 * app/base-query.ts). Components reach them through their feature's or lib's API module.
 */
export const billingApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // A send consumes an envelope credit: the send invalidates it and every reader refetches.
    // Organization spec §8: a failed plan read is treated as none; no alert.
    subscriptionGet: { providesTags: [TAGS.subscription], extraOptions: { handles: 'all' } },
    // Billing (organization spec §7): its screens word each refusal by its code (§8). Paying,
    // cancelling a pending invoice or forgetting the card changes the subscription too.
    // Whatever changes the subscription (a payment started, paid or dropped) changes its invoices.
    subscriptionListInvoices: {
      providesTags: [TAGS.invoice, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
    // §8: a failed pending-invoice read means there is none; a failed card read, no card.
    subscriptionPendingInvoice: { providesTags: [TAGS.invoice], extraOptions: { handles: 'all' } },
    subscriptionCard: { providesTags: [TAGS.creditCard], extraOptions: { handles: 'all' } },
    // A new card (its provider token) replaces the one renewals charge; the page words refusals.
    subscriptionReplaceCard: changesCard,
    subscriptionForgetCard: changesCard,
    subscriptionCancelPendingInvoice: changesInvoices,
    subscriptionRenewInvoice: changesInvoices,
    subscriptionCreateInvoice: changesInvoices,
    // The plan page (§2, §8): a failed plan list reads as none; a change of plan answers its 412
    // ("You already have a payment in progress") with the payment-in-progress modal; changing,
    // cancelling or reactivating refreshes whatever reads the subscription and its invoices.
    plansList: { extraOptions: { handles: 'all' } },
    subscriptionsDetail: { providesTags: [TAGS.subscription], extraOptions: { handles: [404] } },
    // The plan page and the subscribe wizard word its refusals themselves (412 opens the
    // payment-in-progress modal; 409 and 503 their own alert).
    subscriptionsChangePlan: {
      invalidatesTags: [TAGS.subscription, TAGS.invoice],
      extraOptions: { handles: [409, 412, 503] },
    },
    subscriptionCancel: { invalidatesTags: [TAGS.subscription, TAGS.invoice] },
    subscriptionReactivate: { invalidatesTags: [TAGS.subscription, TAGS.invoice] },
  },
});
