import type { TFunction } from 'i18next';

import { remainingSignatures } from './remaining-signatures.js';
import type { Subscription } from './subscription-types.js';

/** The remaining signatures as shown: the number, or "unlimited" on a plan without a quota. */
export const remainingSignaturesText = (t: TFunction, subscription: Subscription): string => {
  const remaining = remainingSignatures(subscription);
  return Number.isFinite(remaining) ? String(remaining) : t('subscription.unlimited');
};
