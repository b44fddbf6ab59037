import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Principal } from '../auth/authenticator.js';
import type { OrganizationAccess } from '../auth/organization-gate.js';
import { withoutCookies } from '../session/session-cookies.js';
import type { ClientAddress } from './client-address.js';

// RFC 9110 §7.6.1: meaningful for one connection only. `expect` is answered by the gateway itself.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/**
 * Headers the services trust because only the gateway sets them, plus the ones it derives itself;
 * whatever a client sends under these names is dropped. Trace headers are replaced by those of the
 * gateway's own span for the request.
 */
const GATEWAY_OWNED = new Set([
  'host',
  'x-user-id',
  'x-organization-id',
  'x-client-id',
  'x-permissions',
  'x-organization-owner',
  'x-organization-personal',
  'x-organization',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
  'traceparent',
  'tracestate',
  'baggage',
]);
const GATEWAY_OWNED_PREFIX = 'x-rubrica-';

function connectionTokens(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  if (!value) return new Set();
  return new Set(value.split(',').map((token) => token.trim().toLowerCase()));
}

export interface ForwardContext {
  requestId: string;
  client: ClientAddress;
  principal: Principal | null;
  organization?: OrganizationAccess;
  /** `traceparent` (and `tracestate`) of the gateway's span for this request. */
  traceHeaders: Record<string, string>;
  /** Cookies of the gateway's own (the session) that no service needs to see. */
  hiddenCookies?: ReadonlySet<string>;
}

/** The headers a service receives: the client's own ones, minus anything it could use to impersonate. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  context: ForwardContext,
): OutgoingHttpHeaders {
  const listed = connectionTokens(incoming);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) || listed.has(name) || GATEWAY_OWNED.has(name)) continue;
    if (name.startsWith(GATEWAY_OWNED_PREFIX)) continue;
    if (name === 'cookie' && context.hiddenCookies?.size) {
      const kept = withoutCookies(String(value), context.hiddenCookies);
      if (kept) headers.cookie = kept;
      continue;
    }
    headers[name] = value;
  }
  headers['x-request-id'] = context.requestId;
  headers['x-forwarded-for'] = context.client.forwardedFor;
  headers['x-forwarded-proto'] = context.client.proto;
  if (context.client.host) headers['x-forwarded-host'] = context.client.host;
  for (const [name, value] of Object.entries(context.traceHeaders)) headers[name.toLowerCase()] = value;
  const { principal, organization } = context;
  if (principal) {
    headers['x-user-id'] = principal.userId;
    if (principal.clientId) headers['x-client-id'] = principal.clientId;
    // Under the gateway-owned prefix, so a client can never set it itself.
    if (principal.sandbox) headers['x-rubrica-sandbox'] = 'true';
  }
  if (organization) {
    headers['x-organization-id'] = organization.organizationId;
    if (organization.permissions) headers['x-permissions'] = organization.permissions.join(',');
    if (organization.isOwner !== undefined) headers['x-organization-owner'] = String(organization.isOwner);
    if (organization.isPersonal !== undefined)
      headers['x-organization-personal'] = String(organization.isPersonal);
  }
  return headers;
}

/** The headers the client receives from a service's response. */
export function downstreamResponseHeaders(
  incoming: IncomingHttpHeaders,
  requestId: string,
): OutgoingHttpHeaders {
  const listed = connectionTokens(incoming);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name)) continue;
    headers[name] = value;
  }
  headers['x-request-id'] = requestId;
  return headers;
}
