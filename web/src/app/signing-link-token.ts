import { paths } from '../config/paths.js';
import { hasSession } from '../lib/has-session.js';

// The signing link's addresses (e-mails point at the /business form, which opens without a
// session too), as react-router matches them: any case, an optional trailing slash.
const VIEWER_ADDRESSES = [paths.public.envelopes.viewer.path, paths.business.envelopes.viewer.path].map(
  (path) => new RegExp(`^${path.replace(':token', '([^/]+)')}/?$`, 'i'),
);

/**
 * The token of a signing link opened without a session at `pathname`, or null anywhere else (and
 * for a signed-in member, whose link opens in the business area). Such a visit asks for the
 * link's status at start-up (early-start.ts) and needs only the catalogue's link part.
 */
export const signingLinkToken = (pathname: string): string | null => {
  if (hasSession()) return null;
  for (const address of VIEWER_ADDRESSES) {
    const token = address.exec(pathname)?.[1];
    if (token) {
      try {
        return decodeURIComponent(token);
      } catch {
        return token;
      }
    }
  }
  return null;
};
