import { z } from '@rubrica/config';
import { answer, paginatedSchema, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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
const sandboxCardSchema = z.object({
  holder_name: z.string(),
  number: z.string(),
  exp_month: z.union([z.string(), z.number()]),
  exp_year: z.union([z.string(), z.number()]),
  cvv: z.string(),
});
const sandboxTokenSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });
const sandboxStatusSchema = z.object({
  status: z.string(),
  failure_reason: z.string().nullable().optional(),
});

/**
 * What a route that starts a payment refuses: a plan in the wrong state (409), a payment under way
 * (412), a provider out of reach (503).
 */
const STARTS_A_PAYMENT = [409, 412, 503];

type Plans = PlansHttpController;
type Subscription = SubscriptionHttpController;
type Subscriptions = SubscriptionsHttpController;

/**
 * Every HTTP route of the billing service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  route.get('/plans', 'The plan catalogue (each product at 1, 3, 6 and 12 months) and what checkout asks', { query: planListQuerySchema, response: answer<Plans['list']>()(planListResponseSchema) }),
  route.get('/plans/{id}/organizations/{organizationId}', 'Every interval of a plan’s product, for the checkout of one organization', { response: answer<Plans['products']>()(productPlansResponseSchema) }),
  route.get('/subscription', 'The organization’s plan, cycle and envelope quota', { response: answer<Subscription['get']>()(subscriptionResponseSchema) }),
  route.put('/subscription/subscribe', 'Sign a plan: an invoice, paid with a tokenized card or on the provider’s page (412 while a payment is in progress)', { body: subscribeBodySchema, response: answer<Subscription['subscribe']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.post('/plans/{id}/subscriptions', 'Sign a plan; the answer’s checkout_url opens the provider’s page', { body: paymentInputSchema, response: answer<Subscriptions['sign']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.post('/subscription/reactivate', 'Reactivate a cancelled plan; the answer’s checkout_url opens the provider’s page', { body: paymentInputSchema, response: answer<Subscription['reactivate']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.delete('/subscription/cancel', 'Cancel the plan: the free plan’s limits at once, the cycle’s credits until it ends', { errors: [409] }),
  route.get('/subscriptions', 'The organization’s subscriptions', { response: answer<Subscriptions['list']>()(subscriptionListSchema) }),
  route.get('/subscriptions/{id}', 'One subscription', { response: answer<Subscriptions['detail']>()(subscriptionResponseSchema) }),
  route.put('/subscriptions/{id}/change-plan', 'Change an active plan: the new plan starts once its invoice is paid (412 while a payment is in progress)', { body: changePlanBodySchema, response: answer<Subscriptions['changePlan']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.get('/subscription/invoices', 'The organization’s invoices, newest first (q: plan, number or status)', { query: invoiceListQuerySchema, response: answer<Subscription['listInvoices']>()(paginatedSchema(invoiceSchema)) }),
  route.get('/subscription/invoices/pending', 'The invoice awaiting payment (404 when none)', { response: answer<Subscription['pendingInvoice']>()(invoiceSchema) }),
  route.post('/subscription/invoices', 'Pay the subscription’s plan (the Pay button of an uninitialized or cancelled plan)', { body: paymentInputSchema, response: answer<Subscription['createInvoice']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.post('/subscription/invoices/renew', 'Pay the next cycle now (after a refused renewal)', { body: paymentInputSchema, response: answer<Subscription['renewInvoice']>()(paymentStartedSchema), errors: STARTS_A_PAYMENT }),
  route.delete('/subscription/invoices', 'Cancel the pending invoice'),
  route.get('/subscription/invoices/{id}/pdf', 'An invoice as a PDF', { response: { file: 'application/pdf' } }),
  route.get('/subscription/credit-card-data', 'The card kept for renewals, with its expiry warning (404 when none)', { response: answer<Subscription['card']>()(creditCardSchema) }),
  route.put('/subscription/credit-card-data', 'Change the card kept for renewals: the new card comes as the provider’s token (422 when the provider refuses it)', { body: replaceCardSchema, response: answer<Subscription['replaceCard']>()(creditCardSchema), errors: [409, 503] }),
  route.delete('/subscription/credit-card-data', 'Forget the card kept for renewals'),
  route.post('/p/billing/webhooks/{provider}', 'The payment provider’s webhook: signed, applied once per provider event', { response: answer<PaymentWebhookHttpController['receive']>()(webhookReceiptSchema), errors: [401] }),
  route.get('/p/billing/sandbox/checkout/{id}', 'The sandbox provider’s hosted checkout page (HTML)', { response: { file: 'text/html' } }),
  route.post('/p/billing/sandbox/tokens', 'The sandbox provider’s card tokenization', { body: sandboxCardSchema, response: sandboxTokenSchema }),
  route.post('/p/billing/sandbox/checkout/{id}/pay', 'Pay a sandbox charge with a card token', { body: z.object({ token: z.string() }), response: sandboxStatusSchema }),
  route.post('/p/billing/sandbox/checkout/{id}/boleto', 'Issue a boleto for a sandbox charge', { response: sandboxStatusSchema }),
  route.post('/p/billing/sandbox/checkout/{id}/boleto/settle', 'Mark a sandbox boleto paid (the bank’s confirmation, in demos)', { response: sandboxStatusSchema }),
];
