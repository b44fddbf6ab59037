import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../../i18n/create-i18n.js';
import { formatBillingDate } from './format-billing-date.js';
import { renewalText } from './renewal-text.js';

const t = createI18n('pt-BR').t as TFunction;
const NOW = new Date('2026-11-27T12:00:00.000Z');

describe('renewalText (organization spec §4)', () => {
  it('says when a recurring plan renews', () => {
    expect(
      renewalText(
        t,
        { state: 'recurring', next_recurrence_at: '2026-12-01T12:00:00.000Z' },
        formatBillingDate,
        NOW,
      ),
    ).toBe('Renova em 01/12/2026');
  });

  it('says a cancelled plan expires on a future date and expired on a past one', () => {
    const cancelled = (at: string) => ({ state: 'cancelled' as const, next_recurrence_at: at });
    expect(renewalText(t, cancelled('2026-12-20T12:00:00.000Z'), formatBillingDate, NOW)).toBe(
      'Expira em 20/12/2026',
    );
    expect(renewalText(t, cancelled('2026-11-20T12:00:00.000Z'), formatBillingDate, NOW)).toBe(
      'Expirou em 20/11/2026',
    );
  });

  it('says nothing without a date or while the first payment is awaited', () => {
    expect(
      renewalText(t, { state: 'recurring', next_recurrence_at: null }, formatBillingDate, NOW),
    ).toBeNull();
    expect(
      renewalText(
        t,
        { state: 'uninitialized', next_recurrence_at: '2026-12-01T12:00:00.000Z' },
        formatBillingDate,
        NOW,
      ),
    ).toBeNull();
  });
});
