/**
 * Who is calling, as the gateway verified it, in the form it travels to a service: signed into
 * one short-lived token (`X-Rubrica-Identity`). The plain `X-User-Id`-style headers a service's
 * handlers read are rebuilt from the verified token on arrival, never taken from the wire.
 */
export interface ForwardedIdentity {
  /** Absent on anonymous calls (public token routes, the authorization server's pages). */
  userId?: string;
  /** OAuth client id when the call came with a bearer token. */
  clientId?: string;
  /** The call came from a developer app still in the sandbox. */
  sandbox?: boolean;
  /** Granted API scopes of a bearer token; absent for the SPA's own session (full access). */
  scopes?: string[];
  organization?: {
    id: string;
    isOwner?: boolean;
    isPersonal?: boolean;
    /** Granted permission flags; absent when the gateway did not resolve them. */
    permissions?: string[];
  };
}

/** The header carrying the signed identity from the gateway to a service. */
export const GATEWAY_IDENTITY_HEADER = 'x-rubrica-identity';

/** Plain identity headers: set from a verified token only, dropped whenever a client sends them. */
export const IDENTITY_HEADERS = [
  'x-user-id',
  'x-client-id',
  'x-organization-id',
  'x-permissions',
  'x-organization-owner',
  'x-organization-personal',
  'x-oauth-scopes',
  'x-rubrica-sandbox',
] as const;
