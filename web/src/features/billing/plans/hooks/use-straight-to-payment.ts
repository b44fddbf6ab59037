import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { fullPageNavigation } from '../../../../lib/full-page-navigation.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import type { Invoice } from '../api/plans-api.js';

/**
 * Organization spec §2 and §4: an owner sent here with autoRedirect=true "goes straight to
 * payment" when an invoice is pending (its checkout). Otherwise the plan details stay, with their
 * Pay action. The query is dropped once handled, so going back does not send them again.
 */
export const useStraightToPayment = (
  subscription: Subscription | undefined,
  pending: { invoice?: Invoice; settled: boolean },
) => {
  const [search, setSearch] = useSearchParams();
  const autoRedirect = search.get('autoRedirect') === 'true';
  const done = useRef(false);
  useEffect(() => {
    if (!autoRedirect || done.current || !subscription) return;
    if (subscription.has_pending_invoice && !pending.settled) return;
    done.current = true;
    const next = new URLSearchParams(search);
    next.delete('autoRedirect');
    setSearch(next, { replace: true });
    if (subscription.state === 'uninitialized' && pending.invoice?.checkout_url)
      fullPageNavigation.assign(pending.invoice.checkout_url);
  }, [autoRedirect, subscription, pending.invoice, pending.settled, search, setSearch]);
};
