import type { IncomingMessage } from 'node:http';

/** Who a request comes from, as verified by the gateway (never as claimed by the client). */
export interface Principal {
  userId: string;
  /** The organization the credentials are bound to (an API client's token), if any. */
  organizationId?: string;
  /** The OAuth client that obtained the token, for API clients. */
  clientId?: string;
  /**
   * The API scopes a bearer token was granted (`envelopes:read`, ...); absent for the SPA's
   * session, which acts with the user's permissions alone.
   */
  scopes?: string[];
  /** The token's app is still in the sandbox: what it creates is test data (deleted after 7 days). */
  sandbox?: boolean;
  /**
   * Set when the request was authenticated by the SPA's session cookie: the value its
   * state-changing calls must echo in `X-CSRF-Token`. Bearer calls carry none (they are exempt).
   */
  csrfToken?: string;
  /** Epoch ms the SPA's session was opened (sign-in), for sessions only. */
  sessionCreatedAt?: number;
}

/**
 * Turns a request's credentials (the SPA's session cookie, an API client's bearer token) into a
 * principal, or null when there are none or they are not valid. It must not throw for bad
 * credentials: a wrong token is simply "nobody".
 */
export interface Authenticator {
  authenticate(req: IncomingMessage): Promise<Principal | null> | Principal | null;
}

/** Used until the identity service's sessions and tokens can be verified: nobody is signed in. */
export class AnonymousAuthenticator implements Authenticator {
  authenticate(): null {
    return null;
  }
}
