import type { TFunction } from 'i18next';

import type { Subscription } from './subscription-types.js';

/**
 * When the plan renews or ends (organization spec §4): a recurring plan "renews on" its next
 * recurrence; a cancelled one keeps its credits until then, "expires on", and once past "expired
 * on". Null when there is no date (a plan awaiting its first payment). Dates are written by
 * `formatDate` (the interface's short format, or DD/MM/YYYY on commercial pages).
 */
export const renewalText = (
  t: TFunction,
  subscription: Pick<Subscription, 'state' | 'next_recurrence_at'>,
  formatDate: (value: string) => string,
  now: Date = new Date(),
): string | null => {
  const at = subscription.next_recurrence_at;
  if (!at || subscription.state === 'uninitialized') return null;
  const date = formatDate(at);
  if (subscription.state === 'recurring') return t('subscription.renewsOn', { date });
  return new Date(at).getTime() < now.getTime()
    ? t('subscription.expiredOn', { date })
    : t('subscription.expiresOn', { date });
};
