import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useAppSelector } from '../../../../app/hooks.js';
import { selectIsOwner, selectOrganizationId } from '../../../../app/workspace.slice.js';
import { paths } from '../../../../config/paths.js';
import { STORAGE_KEYS } from '../../../../config/storage-keys.js';
import { encodedStorage } from '../../../../lib/encoded-storage.js';
import { useSubscription } from '../../../../lib/subscription/use-subscription.js';

const redirectedOrganizations = (): string[] => {
  try {
    const stored: unknown = JSON.parse(encodedStorage.get(STORAGE_KEYS.planAutoRedirect) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Organization spec §4 (and workspace spec §4): an owner whose subscription is uninitialized
 * (awaiting payment) is sent once to the plan page with autoRedirect=true, remembered locally per
 * organization; from there a pending invoice goes straight to payment. Renders nothing.
 */
export function PlanAutoRedirect() {
  const organizationId = useAppSelector(selectOrganizationId);
  const isOwner = useAppSelector(selectIsOwner);
  const { subscription } = useSubscription();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const awaitingPayment = isOwner && subscription?.state === 'uninitialized';
  // On the billing pages the owner already sees it (paying, or back from checkout): only remembered.
  const onBillingPage = pathname.startsWith(paths.account.billing.root.path);
  useEffect(() => {
    if (!awaitingPayment || !organizationId) return;
    const seen = redirectedOrganizations();
    if (seen.includes(organizationId)) return;
    encodedStorage.set(STORAGE_KEYS.planAutoRedirect, JSON.stringify([...seen, organizationId]));
    if (!onBillingPage) void navigate(paths.account.billing.plan.getHref({ autoRedirect: true }));
  }, [awaitingPayment, organizationId, onBillingPage, navigate]);
  return null;
}
