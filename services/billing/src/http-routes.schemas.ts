import { z } from '@rubrica/config';
import { answer, paginatedSchema, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { PlansHttpController } from './plans/plans.http-controller.js';
import {
  planListQuerySchema,
  planListResponseSchema,
  productPlansResponseSchema,
} from './plans/plans.schemas.js';
import type { PaymentWebhookHttpController } from './subscription/payment-webhook.http-controller.js';
import type { SubscriptionHttpController } from './subscription/subscription.http-controller.js';
import {
  changePlanBodySchema,
  creditCardSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  paymentInputSchema,
  paymentStartedSchema,
  replaceCardSchema,
  subscribeBodySchema,
  subscriptionListSchema,
  subscriptionResponseSchema,
} from './subscription/subscription.schemas.js';
import type { SubscriptionsHttpController } from './subscription/subscriptions.http-controller.js';

const webhookReceiptSchema = z
  .object({ received: z.boolean(), applied: z.boolean() })
  .meta({ id: 'WebhookReceipt' });
const sandboxStatusSchema = z.object({
  status: z.string(),
  failure_reason: z.string().nullable().optional(),
});

/** Every HTTP route of the billing service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: '/plans',
    summary: 'The plan catalogue (each product at 1, 3, 6 and 12 months) and what checkout asks',
    query: planListQuerySchema,
    response: answer<PlansHttpController['list']>()(planListResponseSchema),
  },
  {
    method: 'get',
    path: '/plans/{id}/organizations/{organizationId}',
    summary: 'Every interval of a plan’s product, for the checkout of one organization',
    response: answer<PlansHttpController['products']>()(productPlansResponseSchema),
  },
  {
    method: 'get',
    path: '/subscription',
    summary: 'The organization’s plan, cycle and envelope quota',
    response: answer<SubscriptionHttpController['get']>()(subscriptionResponseSchema),
  },
  {
    method: 'put',
    path: '/subscription/subscribe',
    summary:
      'Sign a plan: an invoice, paid with a tokenized card or on the provider’s page (412 while a payment is in progress)',
    body: subscribeBodySchema,
    response: answer<SubscriptionHttpController['subscribe']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'post',
    path: '/plans/{id}/subscriptions',
    summary: 'Sign a plan; the answer’s checkout_url opens the provider’s page',
    body: paymentInputSchema,
    response: answer<SubscriptionsHttpController['sign']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'post',
    path: '/subscription/reactivate',
    summary: 'Reactivate a cancelled plan; the answer’s checkout_url opens the provider’s page',
    body: paymentInputSchema,
    response: answer<SubscriptionHttpController['reactivate']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'delete',
    path: '/subscription/cancel',
    summary: 'Cancel the plan: the free plan’s limits at once, the cycle’s credits until it ends',
    errors: [409],
  },
  {
    method: 'get',
    path: '/subscriptions',
    summary: 'The organization’s subscriptions',
    response: answer<SubscriptionsHttpController['list']>()(subscriptionListSchema),
  },
  {
    method: 'get',
    path: '/subscriptions/{id}',
    summary: 'One subscription',
    response: answer<SubscriptionsHttpController['detail']>()(subscriptionResponseSchema),
  },
  {
    method: 'put',
    path: '/subscriptions/{id}/change-plan',
    summary:
      'Change an active plan: the new plan starts once its invoice is paid (412 while a payment is in progress)',
    body: changePlanBodySchema,
    response: answer<SubscriptionsHttpController['changePlan']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'get',
    path: '/subscription/invoices',
    summary: 'The organization’s invoices, newest first (q: plan, number or status)',
    query: invoiceListQuerySchema,
    response: answer<SubscriptionHttpController['listInvoices']>()(paginatedSchema(invoiceSchema)),
  },
  {
    method: 'get',
    path: '/subscription/invoices/pending',
    summary: 'The invoice awaiting payment (404 when none)',
    response: answer<SubscriptionHttpController['pendingInvoice']>()(invoiceSchema),
  },
  {
    method: 'post',
    path: '/subscription/invoices',
    summary: 'Pay the subscription’s plan (the Pay button of an uninitialized or cancelled plan)',
    body: paymentInputSchema,
    response: answer<SubscriptionHttpController['createInvoice']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'post',
    path: '/subscription/invoices/renew',
    summary: 'Pay the next cycle now (after a refused renewal)',
    body: paymentInputSchema,
    response: answer<SubscriptionHttpController['renewInvoice']>()(paymentStartedSchema),
    errors: [409, 412, 503],
  },
  {
    method: 'delete',
    path: '/subscription/invoices',
    summary: 'Cancel the pending invoice',
  },
  {
    method: 'get',
    path: '/subscription/invoices/{id}/pdf',
    summary: 'An invoice as a PDF',
    response: { file: 'application/pdf' },
  },
  {
    method: 'get',
    path: '/subscription/credit-card-data',
    summary: 'The card kept for renewals, with its expiry warning (404 when none)',
    response: answer<SubscriptionHttpController['card']>()(creditCardSchema),
  },
  {
    method: 'put',
    path: '/subscription/credit-card-data',
    summary:
      'Change the card kept for renewals: the new card comes as the provider’s token (422 when the provider refuses it)',
    body: replaceCardSchema,
    response: answer<SubscriptionHttpController['replaceCard']>()(creditCardSchema),
    errors: [409, 503],
  },
  {
    method: 'delete',
    path: '/subscription/credit-card-data',
    summary: 'Forget the card kept for renewals',
  },
  {
    method: 'post',
    path: '/p/billing/webhooks/{provider}',
    summary: 'The payment provider’s webhook: signed, applied once per provider event',
    response: answer<PaymentWebhookHttpController['receive']>()(webhookReceiptSchema),
    errors: [401],
  },
  {
    method: 'get',
    path: '/p/billing/sandbox/checkout/{id}',
    summary: 'The sandbox provider’s hosted checkout page (HTML)',
    response: { file: 'text/html' },
  },
  {
    method: 'post',
    path: '/p/billing/sandbox/tokens',
    summary: 'The sandbox provider’s card tokenization',
    body: z.object({
      holder_name: z.string(),
      number: z.string(),
      exp_month: z.union([z.string(), z.number()]),
      exp_year: z.union([z.string(), z.number()]),
      cvv: z.string(),
    }),
    response: z.object({ token: z.string(), brand: z.string(), last4: z.string() }),
  },
  {
    method: 'post',
    path: '/p/billing/sandbox/checkout/{id}/pay',
    summary: 'Pay a sandbox charge with a card token',
    body: z.object({ token: z.string() }),
    response: sandboxStatusSchema,
  },
  {
    method: 'post',
    path: '/p/billing/sandbox/checkout/{id}/boleto',
    summary: 'Issue a boleto for a sandbox charge',
    response: sandboxStatusSchema,
  },
  {
    method: 'post',
    path: '/p/billing/sandbox/checkout/{id}/boleto/settle',
    summary: 'Mark a sandbox boleto paid (the bank’s confirmation, in demos)',
    response: sandboxStatusSchema,
  },
];
