import * as oidc from 'openid-client';
import { createIdentityFetch, type IdentityFetch } from './identity-fetch.js';

export interface OidcClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface IdentityOidcOptions {
  /** The public issuer (`${PUBLIC_URL}/oidc`). */
  issuer: string;
  /** The identity service's internal address; every server-to-server call goes there. */
  identityUrl: string;
  /** The SPA's confidential first-party client: code flow, token revocation, end-session. */
  web: OidcClientCredentials;
  /** The gateway's own client: token introspection. */
  gateway: OidcClientCredentials;
  /** Per HTTP call to identity; a call that takes longer fails (answered 503). */
  timeoutSeconds?: number;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface SignInTokens {
  userId: string;
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

/** Access tokens are opaque: they are only ever checked by asking identity (RFC 7662). */
export type Introspection = oidc.IntrospectionResponse;

// Refresh tokens are only issued when identity grants offline access; the session works without.
const SCOPE = 'openid offline_access';

/**
 * The gateway's side of OpenID Connect with the identity service, through openid-client: the
 * authorization code flow with PKCE for the SPA, introspection of API clients' bearer tokens,
 * revocation and end-session at sign-out. Discovery happens on first use (identity may start
 * after the gateway) and is retried on the next call when it fails.
 */
export class IdentityOidc {
  private readonly transport: IdentityFetch;
  private configurations: Promise<{ web: oidc.Configuration; gateway: oidc.Configuration }> | undefined;

  constructor(private readonly options: IdentityOidcOptions) {
    this.transport = createIdentityFetch({ publicIssuer: options.issuer, identityUrl: options.identityUrl });
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const { web } = await this.discover();
    return oidc.buildAuthorizationUrl(web, {
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: SCOPE,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  /** Validates the authorization response in `callbackUrl` and exchanges its code (PKCE). */
  async exchangeCode(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SignInTokens> {
    const { web } = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(web, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub || !tokens.id_token) throw new oidc.ClientError('the ID token names no subject');
    return {
      userId: claims.sub,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token,
    };
  }

  async introspect(token: string): Promise<Introspection> {
    const { gateway } = await this.discover();
    return oidc.tokenIntrospection(gateway, token);
  }

  /** Revoking either token of a grant ends the whole grant at identity. */
  async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
    const { web } = await this.discover();
    await oidc.tokenRevocation(web, token, { token_type_hint: hint });
  }

  async endSessionUrl(params: { idTokenHint?: string; postLogoutRedirectUri: string }): Promise<URL> {
    const { web } = await this.discover();
    const query: Record<string, string> = {
      client_id: this.options.web.clientId,
      post_logout_redirect_uri: params.postLogoutRedirectUri,
    };
    if (params.idTokenHint) query.id_token_hint = params.idTokenHint;
    return oidc.buildEndSessionUrl(web, query);
  }

  close(): void {
    this.transport.close();
  }

  /** Called by Nest once the HTTP server has stopped. */
  onApplicationShutdown(): void {
    this.close();
  }

  private discover(): Promise<{ web: oidc.Configuration; gateway: oidc.Configuration }> {
    if (!this.configurations) {
      const pending = this.load();
      this.configurations = pending;
      pending.catch(() => {
        if (this.configurations === pending) this.configurations = undefined;
      });
    }
    return this.configurations;
  }

  private async load(): Promise<{ web: oidc.Configuration; gateway: oidc.Configuration }> {
    const { issuer, web, gateway } = this.options;
    const insecure = new URL(issuer).protocol === 'http:';
    const execute = insecure ? [oidc.allowInsecureRequests] : [];
    const timeout = this.options.timeoutSeconds ?? 10;
    const webConfig = await oidc.discovery(
      new URL(issuer),
      web.clientId,
      { client_secret: web.clientSecret },
      oidc.ClientSecretBasic(web.clientSecret),
      { [oidc.customFetch]: this.transport.fetch, execute, timeout },
    );
    const gatewayConfig = new oidc.Configuration(
      webConfig.serverMetadata(),
      gateway.clientId,
      { client_secret: gateway.clientSecret },
      oidc.ClientSecretBasic(gateway.clientSecret),
    );
    gatewayConfig[oidc.customFetch] = this.transport.fetch;
    gatewayConfig.timeout = timeout;
    for (const apply of execute) apply(gatewayConfig);
    return { web: webConfig, gateway: gatewayConfig };
  }
}
