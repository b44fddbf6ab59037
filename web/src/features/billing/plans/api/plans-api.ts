import {
  type CheckoutOptions,
  type CreditCard,
  type Invoice,
  type PaymentStarted,
  type PlanList,
  type SubscriptionPlan,
} from '../../../../api/rubrica-api.js';
import {
  useSubscriptionCardQuery,
  useSubscriptionPendingInvoiceQuery,
  useSubscriptionsDetailQuery,
  usePlansListQuery,
} from '../../../../api/billing.js';
import { skipToken } from '@reduxjs/toolkit/query/react';

export type { CheckoutOptions, CreditCard, Invoice, PaymentStarted, PlanList, SubscriptionPlan };

// The calls of the plan screens (organization spec §7, "Plans and subscription"): the generated
// endpoints, tagged and told which refusals their screens answer in api/billing.ts.

type OrganizationId = string | null | undefined;

// Reads are keyed by the organization they name (X-Organization): switching organizations never
// shows the previous one's plan, invoice or card.
const named = (organizationId: OrganizationId) =>
  organizationId ? { 'X-Organization': organizationId } : skipToken;

export const usePlanCatalogue = (organizationId: OrganizationId) => usePlansListQuery(named(organizationId));

export const usePendingInvoice = (organizationId: OrganizationId, skip = false) =>
  useSubscriptionPendingInvoiceQuery(skip ? skipToken : named(organizationId));

export const useRegisteredCard = (organizationId: OrganizationId, skip = false) =>
  useSubscriptionCardQuery(skip ? skipToken : named(organizationId));

export const useSubscriptionDetail = (organizationId: OrganizationId, id: string | undefined) =>
  useSubscriptionsDetailQuery(organizationId && id ? { id, 'X-Organization': organizationId } : skipToken);

export {
  useSubscriptionCancelMutation,
  useSubscriptionCancelPendingInvoiceMutation,
  useSubscriptionCreateInvoiceMutation,
  useSubscriptionReactivateMutation,
  useSubscriptionsChangePlanMutation,
} from '../../../../api/billing.js';
