import { cardExpiry } from './credit-card.use-case.js';

describe('cardExpiry (§4 "Card expiry")', () => {
  const now = new Date(Date.UTC(2026, 10, 27));

  it('warns at 0 or 1 month left and says expired after the expiry month', () => {
    expect(cardExpiry(11, 2026, now)).toBe('expiring_soon');
    expect(cardExpiry(12, 2026, now)).toBe('expiring_soon');
    expect(cardExpiry(1, 2027, now)).toBe('valid');
    expect(cardExpiry(10, 2026, now)).toBe('expired');
  });
});
