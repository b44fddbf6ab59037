import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { paths } from '../../../../config/paths.js';
import { useBillingOrganizations } from '../hooks/use-billing-organizations.js';

/**
 * Every billing page (the billing page, the plan page and its detail, checkout): the owner of the
 * selected organization or a member whose role holds manage_billing (organization spec §6);
 * anyone else goes to their profile (§2). Nothing shows until the organizations are known.
 */
export function BillingGate({ children }: { children: ReactNode }) {
  const { isKnown, selected, allowed } = useBillingOrganizations();
  if (!isKnown) return null;
  return selected && allowed ? children : <Navigate replace to={paths.account.profile.getHref()} />;
}
