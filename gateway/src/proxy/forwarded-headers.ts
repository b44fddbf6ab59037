import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import {
  GATEWAY_IDENTITY_HEADER,
  IDENTITY_HEADERS,
  identityHeaders,
  type ForwardedIdentity,
} from '@rubrica/gateway-identity';
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
const GATEWAY_OWNED = new Set<string>([
  'host',
  ...IDENTITY_HEADERS,
  GATEWAY_IDENTITY_HEADER,
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

/** What the gateway vouches for about the caller of one request (signed for the service). */
export function forwardedIdentityOf(
  context: Pick<ForwardContext, 'principal' | 'organization'>,
): ForwardedIdentity {
  const { principal, organization } = context;
  const identity: ForwardedIdentity = {};
  if (principal) {
    identity.userId = principal.userId;
    if (principal.clientId) identity.clientId = principal.clientId;
    if (principal.sandbox) identity.sandbox = true;
    if (principal.scopes) identity.scopes = principal.scopes;
  }
  if (organization) {
    identity.organization = { id: organization.organizationId };
    if (organization.permissions) identity.organization.permissions = organization.permissions;
    if (organization.isOwner !== undefined) identity.organization.isOwner = organization.isOwner;
    if (organization.isPersonal !== undefined) identity.organization.isPersonal = organization.isPersonal;
  }
  return identity;
}

/**
 * The headers a service receives: the client's own ones, minus anything it could use to
 * impersonate, plus the caller's identity in plain headers (for logs and for reading); the
 * service believes them only with the signed token `IdentityForwarding` adds.
 */
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
  Object.assign(headers, identityHeaders(forwardedIdentityOf(context)));
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
