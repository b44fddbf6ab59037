/**
 * The sandbox's test cards (the numbers payment providers document for their test modes): any
 * other number that passes the Luhn check is approved as well.
 */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  approvedMastercard: '5555555555554444',
  declined: '4000000000000002',
  expired: '4000000000000069',
} as const;

export type CardOutcome = 'approve' | 'decline' | 'expired';

/** Luhn check digit: the "valid card number" rule of §5. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a card number's first digits name (the spec's "card lookup"). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  return 'unknown';
}

/** What the sandbox does with a card: the test numbers decide, and a past expiry is refused as expired. */
export function cardOutcome(
  digits: string,
  expMonth: number,
  expYear: number,
  now = new Date(),
): CardOutcome {
  if (digits === SANDBOX_TEST_CARDS.declined) return 'decline';
  const monthIndex = expYear * 12 + (expMonth - 1);
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (digits === SANDBOX_TEST_CARDS.expired || monthIndex < nowIndex) return 'expired';
  return 'approve';
}
