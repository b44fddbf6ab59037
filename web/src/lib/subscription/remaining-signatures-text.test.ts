import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../../i18n/create-i18n.js';
import { aSubscription } from '../../testing/subscription-fixtures.js';
import { remainingSignatures } from './remaining-signatures.js';
import { remainingSignaturesText } from './remaining-signatures-text.js';

const t = createI18n('es').t as TFunction;

describe('remaining signatures (organization spec §3)', () => {
  it('is available minus consumed, never below 0', () => {
    expect(remainingSignatures(aSubscription({ available: 30, consumed: 12 }))).toBe(18);
    expect(remainingSignatures(aSubscription({ available: 5, consumed: 9 }))).toBe(0);
    expect(remainingSignaturesText(t, aSubscription({ available: 30, consumed: 12 }))).toBe('18');
  });

  it('has no limit on a plan without a quota (available -1): left is always true, shown as unlimited', () => {
    const corporate = aSubscription({ available: -1, consumed: 400 });
    expect(remainingSignatures(corporate) > 0).toBe(true);
    expect(remainingSignaturesText(t, corporate)).toBe('Ilimitado');
  });
});
