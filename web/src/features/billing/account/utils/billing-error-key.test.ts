import { describe, expect, it } from 'vitest';

import { billingErrorKey } from './billing-error-key.js';

const refusal = (status: number, code?: string) => ({
  status,
  data: { message: 'worded by the server', code },
});

describe('billingErrorKey (organization spec §8)', () => {
  it.each([
    [412, 'subscription.payment_in_progress', 'billingAccount.errors.paymentInProgress'],
    [409, 'subscription.not_active', 'billingAccount.errors.notActive'],
    [409, 'plan.not_purchasable', 'billingAccount.errors.notPurchasable'],
    [404, 'subscription.not_found', 'billingAccount.errors.subscriptionNotFound'],
    [404, 'plan.not_found', 'billingAccount.errors.planNotFound'],
    [404, 'invoice.not_found', 'billingAccount.errors.invoiceNotFound'],
    [404, 'invoice.none_pending', 'billingAccount.errors.nonePending'],
    [404, 'card.not_found', 'billingAccount.errors.cardNotFound'],
    [422, 'card.refused', 'billingAccount.errors.cardRefused'],
    [422, 'card.invalid_token', 'billingAccount.errors.cardInvalidToken'],
    [503, 'payment.provider_unavailable', 'billingAccount.errors.providerUnavailable'],
  ])('words %i %s by its code', (status, code, key) => {
    expect(billingErrorKey(refusal(status, code))).toBe(key);
  });

  it('gives anything else the generic message', () => {
    expect(billingErrorKey(refusal(500))).toBe('alerts.generic');
    expect(billingErrorKey(refusal(403, 'auth.forbidden'))).toBe('alerts.generic');
    expect(billingErrorKey({ status: 'FETCH_ERROR', error: 'offline' })).toBe('alerts.generic');
  });

  it('shows nothing where the app already answered or the spec is silent: 401, 402, the account refusals', () => {
    expect(billingErrorKey(refusal(401))).toBeNull();
    expect(billingErrorKey(refusal(402))).toBeNull();
    expect(billingErrorKey(refusal(403, 'auth.registration_incomplete'))).toBeNull();
    expect(billingErrorKey(refusal(403, 'auth.email_not_verified'))).toBeNull();
    expect(billingErrorKey(refusal(403, 'auth.not_a_member'))).toBeNull();
  });
});
