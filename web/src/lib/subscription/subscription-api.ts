import { api } from '../../app/api.js';
import type { Subscription } from './subscription-types.js';

/**
 * The tag of the organization's subscription. A send consumes an envelope credit, so the wizard's
 * send invalidates it and every reader refetches (envelopes spec §7 "GET subscription after send").
 */
export const SUBSCRIPTION_TAG = 'Subscription';

const withTags = api.enhanceEndpoints({ addTagTypes: [SUBSCRIPTION_TAG] });

/**
 * Shared by the sidebar's plan box and the wizard's credit-limit banner. The argument is the
 * selected organization's id: it is not sent (X-Organization is) but keeps one cache entry per
 * organization, so switching organizations never shows the previous one's figures.
 */
export const subscriptionApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, string>({
      query: () => 'subscription',
      providesTags: [SUBSCRIPTION_TAG],
      // Organization spec §8: a failed plan read is treated as none; no alert.
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useGetSubscriptionQuery } = subscriptionApi;
