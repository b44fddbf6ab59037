import { cardBrand, cardOutcome, passesLuhn, SANDBOX_TEST_CARDS } from './sandbox-cards.js';

describe('the sandbox test cards', () => {
  const now = new Date(Date.UTC(2026, 10, 27));

  it('checks numbers with Luhn and names their brand', () => {
    expect(Object.values(SANDBOX_TEST_CARDS).every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand(SANDBOX_TEST_CARDS.approved)).toBe('visa');
    expect(cardBrand(SANDBOX_TEST_CARDS.approvedMastercard)).toBe('mastercard');
  });

  it('approves, declines or refuses as expired by number and expiry', () => {
    expect(cardOutcome(SANDBOX_TEST_CARDS.approved, 12, 2028, now)).toBe('approve');
    expect(cardOutcome(SANDBOX_TEST_CARDS.declined, 12, 2028, now)).toBe('decline');
    expect(cardOutcome(SANDBOX_TEST_CARDS.expired, 12, 2028, now)).toBe('expired');
    expect(cardOutcome(SANDBOX_TEST_CARDS.approved, 10, 2026, now)).toBe('expired');
  });
});
