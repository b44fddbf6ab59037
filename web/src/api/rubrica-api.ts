import { generatedApi } from './generated/rubrica-api.js';
import { TAGS } from './tags.js';

// The API's types, as the OpenAPI document names them (`Envelope`, `Profile`, `StorageItem` ...)
// and per operation (`ProfileMeApiResponse`, `ContactsCreateApiArg` ...), and each endpoint's
// hooks (`useProfileMeQuery` ...): imported from here, the endpoints are always tagged below.
export * from './generated/rubrica-api.js';

/**
 * The generated endpoints with the cache tags they provide and invalidate (from the one registry,
 * tags.ts) and the statuses their screens answer themselves (`extraOptions.handles`, see
 * app/base-query.ts). Components reach them through their feature's or app's API module.
 */
export const rubricaApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // Keyed by the organization it names (X-Organization): another organization refetches the
    // user's role and flags.
    profileMe: { providesTags: [TAGS.me] },
    // Spec §8: a failed language update is only logged; the page reloads anyway.
    profileLanguage: { extraOptions: { handles: 'all' } },
    // The verification page tells success, "too soon" and failure apart itself.
    accountsResendEmailVerification: { extraOptions: { handles: 'all' } },
    organizationsList: { providesTags: [TAGS.organizations] },
    // A document is an uploaded file, sent as multipart/form-data, which the generated call does
    // not write (it would send the file as JSON): the file goes in a form under its own name. A
    // stored PDF (`item_id`) goes as JSON.
    documentsAdd: {
      query: ({ envelopeId, body }) => {
        const url = `/envelopes/${encodeURIComponent(envelopeId)}/documents`;
        if (!('file' in body)) return { url, method: 'POST', body };
        const form = new FormData();
        form.append('file', body.file, body.file instanceof File ? body.file.name : undefined);
        return { url, method: 'POST', body: form };
      },
    },
    // An envelope by id (detail, wizard) and as a recipient's link shows it (detail, download, viewer):
    // their pages tell "not found", an invalid link and other failures apart themselves (spec §8).
    envelopesGet: {
      providesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }],
      extraOptions: { handles: 'all' },
    },
    publicView: { providesTags: [TAGS.received], extraOptions: { handles: 'all' } },
    // The envelope lists (dashboard, documents): each screen says itself that its list failed.
    envelopesList: { providesTags: [TAGS.envelope], extraOptions: { handles: 'all' } },
    envelopesInbox: { providesTags: [TAGS.received], extraOptions: { handles: 'all' } },
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
    subscriptionReplaceCard: {
      invalidatesTags: [TAGS.creditCard, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
    subscriptionForgetCard: {
      invalidatesTags: [TAGS.creditCard, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
    subscriptionCancelPendingInvoice: {
      invalidatesTags: [TAGS.invoice, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
    subscriptionRenewInvoice: {
      invalidatesTags: [TAGS.invoice, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
    subscriptionCreateInvoice: {
      invalidatesTags: [TAGS.invoice, TAGS.subscription],
      extraOptions: { handles: 'all' },
    },
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
