import { toE164Phone } from './to-e164-phone.util.js';

describe('toE164Phone', () => {
  it('normalizes an international number written with a mask', () => {
    expect(toE164Phone(' +55 11 9 8765-4321 ')).toBe('+5511987654321');
    expect(toE164Phone('+1 (415) 555-2671')).toBe('+14155552671');
  });

  it('refuses a number without its country code', () => {
    expect(toE164Phone('11987654321')).toBeNull();
  });

  it('refuses numbers of a plausible shape that no carrier could assign', () => {
    expect(toE164Phone('+55 11 1234')).toBeNull();
    expect(toE164Phone('+55 00 98765-4321')).toBeNull();
  });

  it('refuses text', () => {
    expect(toE164Phone('+call me')).toBeNull();
  });
});
