import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../proxy/client-address.js';
import { beforeHeadersWritten } from './before-headers-written.js';
import {
  API_CONTENT_SECURITY_POLICY,
  readSpaCspSources,
  spaContentSecurityPolicy,
} from './content-security-policy.js';

export interface SecurityHeadersOptions {
  /** The built SPA; its csp.json adds the origins the build needs. */
  webDist: string;
  /** As TRUST_PROXY_HOPS: whose X-Forwarded-Proto says the browser came over https. */
  trustProxyHops: number;
}

// Two years; only a browser that reached us over https is told (RFC 6797 §7.2).
const HSTS = 'max-age=63072000';
// Recipient links carry their capability in the path: it never leaves for another site.
const REFERRER_POLICY = 'same-origin';

/** API answers, documents and the sign-in exchanges: per caller, never stored by a browser or cache. */
function isApiPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/oidc' ||
    pathname.startsWith('/oidc/') ||
    pathname.startsWith('/auth/')
  );
}

/**
 * Mounted first: the headers every gateway answer carries, set when the headers are written so a
 * service's own cache or framing headers cannot loosen them. API answers and documents are
 * `no-store` and keep a service's own (stricter) CSP when it sends one (identity's pages); the
 * SPA gets the policy its build asks for.
 */
export function securityHeadersMiddleware(options: SecurityHeadersOptions) {
  const spaPolicy = spaContentSecurityPolicy(readSpaCspSources(options.webDist));
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const api = isApiPath(pathname);
    const https = clientAddress(req, options.trustProxyHops).proto === 'https';
    beforeHeadersWritten(res, () => {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('referrer-policy', REFERRER_POLICY);
      if (https) res.setHeader('strict-transport-security', HSTS);
      if (api) {
        res.setHeader('cache-control', 'no-store');
        res.removeHeader('expires');
        if (!res.hasHeader('content-security-policy'))
          res.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
      } else {
        res.setHeader('content-security-policy', spaPolicy);
      }
    });
    next();
  };
}
