import { skipToken } from '@reduxjs/toolkit/query/react';

import { useAppSelector } from '../../app/hooks.js';
import { selectOrganizationId } from '../../app/workspace.slice.js';
import { useGetSubscriptionQuery } from './subscription-api.js';

/** The selected organization's subscription; undefined before one is selected or when it failed. */
export const useSubscription = () => {
  const organizationId = useAppSelector(selectOrganizationId);
  const { data, isError } = useGetSubscriptionQuery(organizationId ?? skipToken);
  return { subscription: isError ? undefined : data, isError };
};
