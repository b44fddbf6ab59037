import type { IncomingMessage, ServerResponse } from 'node:http';
import { toErrorResponse } from '@rubrica/errors';
import {
  GATEWAY_IDENTITY_HEADER,
  IDENTITY_HEADERS,
  identityHeaders,
  type ForwardedIdentity,
  type IdentityTokenVerifier,
} from '@rubrica/gateway-identity';
import { CallerError } from '../caller/caller.exception.js';

/** Answered to the orchestrator and the metrics scraper, which never come through the gateway. */
const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** Where the verified identity is left on the request. */
export const FORWARDED_IDENTITY = Symbol('rubrica.service-kit.forwarded-identity');
export type RequestWithIdentity = IncomingMessage & { [FORWARDED_IDENTITY]?: ForwardedIdentity };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * Checks the gateway's signed identity before body parsing and before any handler. What a handler
 * later reads from `X-User-Id` and the other identity headers is rewritten here from the verified
 * token, so such a header sent by anyone else counts for nothing:
 * - a token for this service and this request id: its identity is the caller;
 * - a token that fails any check, or identity headers without a token: 401;
 * - neither: an anonymous call (public token routes, the authorization server), which private
 *   routes refuse as unauthenticated. Who may reach the port at all is the network's business
 *   (the services listen on 127.0.0.1 unless configured; k8s NetworkPolicies admit the gateway only).
 */
export function gatewayIdentityMiddleware(audience: string, verifier: IdentityTokenVerifier) {
  return (req: RequestWithIdentity, res: ServerResponse, next: (error?: unknown) => void): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (PROBE_PATHS.has(path) && (req.method === 'GET' || req.method === 'HEAD')) {
      next();
      return;
    }
    const token = single(req.headers[GATEWAY_IDENTITY_HEADER]);
    const requestId = single(req.headers['x-request-id']) ?? '';
    const claimed = IDENTITY_HEADERS.some((name) => req.headers[name] !== undefined);
    for (const name of [...IDENTITY_HEADERS, GATEWAY_IDENTITY_HEADER]) delete req.headers[name];
    const refuse = () => {
      const { status, body } = toErrorResponse(CallerError.unauthenticated(), requestId);
      // The body was never read: close rather than drain an upload nobody asked for.
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify(body));
    };
    if (token === undefined) {
      if (claimed) refuse();
      else next();
      return;
    }
    verifier.verify(token, { audience, requestId }).then((identity) => {
      Object.assign(req.headers, identityHeaders(identity));
      req[FORWARDED_IDENTITY] = identity;
      next();
    }, refuse);
  };
}
