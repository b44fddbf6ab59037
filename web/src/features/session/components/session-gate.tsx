import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';

import { FORBIDDEN_CODES, hasErrorCode, statusOf } from '../../../app/base-query.js';
import { useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { selectEmailVerificationRequired, selectSigningOut } from '../../../app/session.slice.js';
import { paths } from '../../../config/paths.js';
import { useAdoptUserLanguage } from '../hooks/use-adopt-user-language.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { useWorkspaceSelection } from '../hooks/use-workspace-selection.js';
import { StartupFailed } from './startup-failed.js';

/** Errors after which the browser is already leaving for the sign-in, or the call is retried. */
const isBeingHandled = (error: unknown): boolean => {
  const status = statusOf(error);
  if (status === 401 || status === 412) return true;
  return (
    status === 403 &&
    hasErrorCode(error, [...FORBIDDEN_CODES.registrationIncomplete, ...FORBIDDEN_CODES.notAMember])
  );
};

/**
 * Start-up (workspace spec, "Layout and navigation"): loads the current user before a signed-in
 * area shows. Without a session the base query sends the browser to sign in (and back here);
 * an unverified e-mail leads to the verification page; then the user's organizations are loaded
 * and one is selected, so every call of the area names an organization the user belongs to.
 */
export function SessionGate({
  pending,
  allowUnverified = false,
  children,
}: {
  /** What shows while start-up decides (the waiting page). */
  pending: ReactNode;
  /** The verification page itself: it is for users whose e-mail is not verified yet. */
  allowUnverified?: boolean;
  children: ReactNode;
}) {
  const me = useCurrentUser();
  const user = me.data;
  const verificationRequired = useAppSelector(selectEmailVerificationRequired);
  const signingOut = useAppSelector(selectSigningOut);
  // Once the area has shown, refetching (another organization picked) must not blank it again.
  const started = useRef(false);
  const verified = user !== undefined && user.email_verified && !verificationRequired;
  // Unverified users may not list organizations (gateway 403 rules): ask only once verified.
  const organizations = useListOrganizationsQuery(undefined, { skip: !verified });
  useAdoptUserLanguage(user);
  const workspaceReady = useWorkspaceSelection(organizations.data?.data, verified ? user : undefined);

  if (!user) {
    if (me.isError && !isBeingHandled(me.error)) return <StartupFailed onRetry={() => void me.refetch()} />;
    return pending;
  }
  if (!verified) {
    return allowUnverified ? children : <Navigate replace to={paths.account.verifyEmail.getHref()} />;
  }
  if (signingOut) return pending;
  // The user as seen from the selected organization (role, owner flag) is known before showing.
  if (workspaceReady && me.currentData !== undefined) started.current = true;
  if (started.current) return children;
  if (organizations.isError && !organizations.data && !isBeingHandled(organizations.error)) {
    return <StartupFailed onRetry={() => void organizations.refetch()} />;
  }
  return pending;
}
