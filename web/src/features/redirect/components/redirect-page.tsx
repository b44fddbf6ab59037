import { Navigate, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths.js';
import { rememberInvitation } from '../utils/pending-invitation.js';
import { redirectTarget } from '../utils/redirect-target.js';

/**
 * /_redirect?action=… (workspace spec §2, "Redirect entry"): the address e-mails and the
 * signature page link to. It only decides where to go; the target page handles sign-in.
 */
export function RedirectPage() {
  const [query] = useSearchParams();
  const target = redirectTarget(query);
  // Kept through a sign-up and its e-mail check, which would otherwise lose it (pending-invitation.ts).
  if (target && query.get('action') === 'organization_invitation_accept')
    rememberInvitation({ token: query.get('token')!.trim(), email: query.get('email')!.trim() });
  return <Navigate replace to={target ?? paths.business.dashboard.getHref()} />;
}
