import { skipToken } from '@reduxjs/toolkit/query/react';

import { useSubscriptionGetQuery } from '../../api/billing.js';

/**
 * Shared by the sidebar's plan box and the wizard's credit-limit banner (GET subscription, tagged
 * TAGS.subscription: a send consumes an envelope credit, so the wizard's send invalidates it and
 * every reader refetches). The argument is the selected organization's id, sent as X-Organization:
 * one cache entry per organization, so switching organizations never shows the previous one's
 * figures.
 */
export const useGetSubscriptionQuery = (organizationId: string | typeof skipToken) =>
  useSubscriptionGetQuery(organizationId === skipToken ? skipToken : { 'X-Organization': organizationId });
