// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `billing`; their cache tags are added in web/src/api/billing.ts from the one
// registry, web/src/api/tags.ts.
import type {
  PaymentWebhookReceiveApiArg,
  PaymentWebhookReceiveApiResponse,
  PlansListApiArg,
  PlansListApiResponse,
  PlansProductsApiArg,
  PlansProductsApiResponse,
  SandboxCheckoutBoletoApiArg,
  SandboxCheckoutBoletoApiResponse,
  SandboxCheckoutPageApiArg,
  SandboxCheckoutPageApiResponse,
  SandboxCheckoutPayApiArg,
  SandboxCheckoutPayApiResponse,
  SandboxCheckoutSettleApiArg,
  SandboxCheckoutSettleApiResponse,
  SandboxCheckoutTokenizeApiArg,
  SandboxCheckoutTokenizeApiResponse,
  SubscriptionCancelApiArg,
  SubscriptionCancelApiResponse,
  SubscriptionCancelPendingInvoiceApiArg,
  SubscriptionCancelPendingInvoiceApiResponse,
  SubscriptionCardApiArg,
  SubscriptionCardApiResponse,
  SubscriptionCreateInvoiceApiArg,
  SubscriptionCreateInvoiceApiResponse,
  SubscriptionForgetCardApiArg,
  SubscriptionForgetCardApiResponse,
  SubscriptionGetApiArg,
  SubscriptionGetApiResponse,
  SubscriptionInvoicePdfApiArg,
  SubscriptionInvoicePdfApiResponse,
  SubscriptionListInvoicesApiArg,
  SubscriptionListInvoicesApiResponse,
  SubscriptionPendingInvoiceApiArg,
  SubscriptionPendingInvoiceApiResponse,
  SubscriptionReactivateApiArg,
  SubscriptionReactivateApiResponse,
  SubscriptionRenewInvoiceApiArg,
  SubscriptionRenewInvoiceApiResponse,
  SubscriptionReplaceCardApiArg,
  SubscriptionReplaceCardApiResponse,
  SubscriptionSubscribeApiArg,
  SubscriptionSubscribeApiResponse,
  SubscriptionsChangePlanApiArg,
  SubscriptionsChangePlanApiResponse,
  SubscriptionsDetailApiArg,
  SubscriptionsDetailApiResponse,
  SubscriptionsListApiArg,
  SubscriptionsListApiResponse,
  SubscriptionsSignApiArg,
  SubscriptionsSignApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    plansList: build.query<PlansListApiResponse, PlansListApiArg>({
      query: (queryArg) => ({
        url: `/plans`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          interval: queryArg.interval,
        },
      }),
    }),
    plansProducts: build.query<PlansProductsApiResponse, PlansProductsApiArg>({
      query: (queryArg) => ({
        url: `/plans/${encodeURIComponent(String(queryArg.id))}/organizations/${encodeURIComponent(String(queryArg.organizationId))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionGet: build.query<SubscriptionGetApiResponse, SubscriptionGetApiArg>({
      query: (queryArg) => ({
        url: `/subscription`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionSubscribe: build.mutation<SubscriptionSubscribeApiResponse, SubscriptionSubscribeApiArg>({
      query: (queryArg) => ({
        url: `/subscription/subscribe`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionsSign: build.mutation<SubscriptionsSignApiResponse, SubscriptionsSignApiArg>({
      query: (queryArg) => ({
        url: `/plans/${encodeURIComponent(String(queryArg.id))}/subscriptions`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionReactivate: build.mutation<SubscriptionReactivateApiResponse, SubscriptionReactivateApiArg>({
      query: (queryArg) => ({
        url: `/subscription/reactivate`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionCancel: build.mutation<SubscriptionCancelApiResponse, SubscriptionCancelApiArg>({
      query: (queryArg) => ({
        url: `/subscription/cancel`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionsList: build.query<SubscriptionsListApiResponse, SubscriptionsListApiArg>({
      query: (queryArg) => ({
        url: `/subscriptions`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionsDetail: build.query<SubscriptionsDetailApiResponse, SubscriptionsDetailApiArg>({
      query: (queryArg) => ({
        url: `/subscriptions/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionsChangePlan: build.mutation<
      SubscriptionsChangePlanApiResponse,
      SubscriptionsChangePlanApiArg
    >({
      query: (queryArg) => ({
        url: `/subscriptions/${encodeURIComponent(String(queryArg.id))}/change-plan`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionListInvoices: build.query<
      SubscriptionListInvoicesApiResponse,
      SubscriptionListInvoicesApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/invoices`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          q: queryArg.q,
          page: queryArg.page,
        },
      }),
    }),
    subscriptionCreateInvoice: build.mutation<
      SubscriptionCreateInvoiceApiResponse,
      SubscriptionCreateInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/invoices`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionCancelPendingInvoice: build.mutation<
      SubscriptionCancelPendingInvoiceApiResponse,
      SubscriptionCancelPendingInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/invoices`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionPendingInvoice: build.query<
      SubscriptionPendingInvoiceApiResponse,
      SubscriptionPendingInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/invoices/pending`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionRenewInvoice: build.mutation<
      SubscriptionRenewInvoiceApiResponse,
      SubscriptionRenewInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/invoices/renew`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionInvoicePdf: build.query<SubscriptionInvoicePdfApiResponse, SubscriptionInvoicePdfApiArg>({
      query: (queryArg) => ({
        url: `/subscription/invoices/${encodeURIComponent(String(queryArg.id))}/pdf`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionCard: build.query<SubscriptionCardApiResponse, SubscriptionCardApiArg>({
      query: (queryArg) => ({
        url: `/subscription/credit-card-data`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionReplaceCard: build.mutation<
      SubscriptionReplaceCardApiResponse,
      SubscriptionReplaceCardApiArg
    >({
      query: (queryArg) => ({
        url: `/subscription/credit-card-data`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    subscriptionForgetCard: build.mutation<SubscriptionForgetCardApiResponse, SubscriptionForgetCardApiArg>({
      query: (queryArg) => ({
        url: `/subscription/credit-card-data`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    paymentWebhookReceive: build.mutation<PaymentWebhookReceiveApiResponse, PaymentWebhookReceiveApiArg>({
      query: (queryArg) => ({
        url: `/p/billing/webhooks/${encodeURIComponent(String(queryArg.provider))}`,
        method: 'POST',
      }),
    }),
    sandboxCheckoutPage: build.query<SandboxCheckoutPageApiResponse, SandboxCheckoutPageApiArg>({
      query: (queryArg) => ({
        url: `/p/billing/sandbox/checkout/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    sandboxCheckoutTokenize: build.mutation<
      SandboxCheckoutTokenizeApiResponse,
      SandboxCheckoutTokenizeApiArg
    >({
      query: (queryArg) => ({
        url: `/p/billing/sandbox/tokens`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    sandboxCheckoutPay: build.mutation<SandboxCheckoutPayApiResponse, SandboxCheckoutPayApiArg>({
      query: (queryArg) => ({
        url: `/p/billing/sandbox/checkout/${encodeURIComponent(String(queryArg.id))}/pay`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    sandboxCheckoutBoleto: build.mutation<SandboxCheckoutBoletoApiResponse, SandboxCheckoutBoletoApiArg>({
      query: (queryArg) => ({
        url: `/p/billing/sandbox/checkout/${encodeURIComponent(String(queryArg.id))}/boleto`,
        method: 'POST',
      }),
    }),
    sandboxCheckoutSettle: build.mutation<SandboxCheckoutSettleApiResponse, SandboxCheckoutSettleApiArg>({
      query: (queryArg) => ({
        url: `/p/billing/sandbox/checkout/${encodeURIComponent(String(queryArg.id))}/boleto/settle`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export const {
  usePlansListQuery,
  useLazyPlansListQuery,
  usePlansProductsQuery,
  useLazyPlansProductsQuery,
  useSubscriptionGetQuery,
  useLazySubscriptionGetQuery,
  useSubscriptionSubscribeMutation,
  useSubscriptionsSignMutation,
  useSubscriptionReactivateMutation,
  useSubscriptionCancelMutation,
  useSubscriptionsListQuery,
  useLazySubscriptionsListQuery,
  useSubscriptionsDetailQuery,
  useLazySubscriptionsDetailQuery,
  useSubscriptionsChangePlanMutation,
  useSubscriptionListInvoicesQuery,
  useLazySubscriptionListInvoicesQuery,
  useSubscriptionCreateInvoiceMutation,
  useSubscriptionCancelPendingInvoiceMutation,
  useSubscriptionPendingInvoiceQuery,
  useLazySubscriptionPendingInvoiceQuery,
  useSubscriptionRenewInvoiceMutation,
  useSubscriptionInvoicePdfQuery,
  useLazySubscriptionInvoicePdfQuery,
  useSubscriptionCardQuery,
  useLazySubscriptionCardQuery,
  useSubscriptionReplaceCardMutation,
  useSubscriptionForgetCardMutation,
  usePaymentWebhookReceiveMutation,
  useSandboxCheckoutPageQuery,
  useLazySandboxCheckoutPageQuery,
  useSandboxCheckoutTokenizeMutation,
  useSandboxCheckoutPayMutation,
  useSandboxCheckoutBoletoMutation,
  useSandboxCheckoutSettleMutation,
} = injectedRtkApi;
