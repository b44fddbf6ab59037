import type { ParseKeys } from 'i18next';

import { errorCodeOf, FORBIDDEN_CODES, hasErrorCode, statusOf } from '../../../../app/base-query.js';

// Billing's refusals (services/billing, billing-domain.error.ts) the billing page's calls can meet.
const MESSAGES: Record<string, ParseKeys> = {
  'subscription.payment_in_progress': 'billingAccount.errors.paymentInProgress',
  'subscription.not_found': 'billingAccount.errors.subscriptionNotFound',
  'subscription.not_active': 'billingAccount.errors.notActive',
  'plan.not_found': 'billingAccount.errors.planNotFound',
  'plan.not_purchasable': 'billingAccount.errors.notPurchasable',
  'invoice.not_found': 'billingAccount.errors.invoiceNotFound',
  'invoice.none_pending': 'billingAccount.errors.nonePending',
  'card.not_found': 'billingAccount.errors.cardNotFound',
  'card.refused': 'billingAccount.errors.cardRefused',
  'card.invalid_token': 'billingAccount.errors.cardInvalidToken',
  'payment.provider_unavailable': 'billingAccount.errors.providerUnavailable',
};

const SIGN_IN_AGAIN = [...FORBIDDEN_CODES.registrationIncomplete, ...FORBIDDEN_CODES.emailNotVerified];

/**
 * The message for a failed billing call (organization spec §8), by the error's code; null when
 * the app already answered it (401 and the account refusals go to sign-in or verification) or the
 * spec shows nothing (402). Anything else is "The action could not be completed, try again".
 */
export const billingErrorKey = (error: unknown): ParseKeys | null => {
  const status = statusOf(error);
  if (status === 401 || status === 402) return null;
  if (status === 403 && hasErrorCode(error, [...SIGN_IN_AGAIN, ...FORBIDDEN_CODES.notAMember])) return null;
  const code = errorCodeOf(error);
  return (code !== undefined && MESSAGES[code]) || 'alerts.generic';
};
