import { Navigate, useLocation } from 'react-router';

import { paths } from '../../../config/paths.js';
import { pendingInvitation } from '../utils/pending-invitation.js';

/**
 * A person who followed an invitation link before signing in (and had to sign up and check their
 * e-mail first) lands signed in somewhere else: sent on to the invitation page, which accepts it.
 * Renders nothing otherwise.
 */
export function InvitationResume() {
  const { pathname } = useLocation();
  const invitation = pendingInvitation();
  if (!invitation || pathname === paths.business.invitation.path) return null;
  return <Navigate replace to={paths.business.invitation.getHref(invitation.token, invitation.email)} />;
}
