import { Navigate, useSearchParams } from 'react-router';

import { paths } from '../../../config/paths.js';
import { redirectTarget } from '../utils/redirect-target.js';

/**
 * /_redirect?action=… (workspace spec §2, "Redirect entry"): the address e-mails and the
 * signature page link to. It only decides where to go; the target page handles sign-in.
 */
export function RedirectPage() {
  const [query] = useSearchParams();
  return <Navigate replace to={redirectTarget(query) ?? paths.business.dashboard.getHref()} />;
}
