import type { AdapterFactory, Configuration, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import { API_SCOPES } from '@rubrica/gateway-identity';
import type { IdentityConfig } from '../identity.config.js';
import { PAGE_LOCALES } from '../pages/page-locale.js';
import { SIGN_IN_SCOPES } from './developer-app-clients.js';
import type { PrivateJwk } from './oidc-store.js';
import type { ProviderPages } from './provider-pages.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface OidcConfigurationParts {
  config: IdentityConfig;
  adapter: AdapterFactory;
  jwks: PrivateJwk[];
  findAccount: FindAccount;
  /** `rubrica_user_id` / `rubrica_organization_id` for the gateway (see README.md). */
  extraTokenClaims: NonNullable<Configuration['extraTokenClaims']>;
  pages: ProviderPages;
}

/** The issuer: the public address of the mount path (`${PUBLIC_URL}/oidc`). */
export function issuerOf(config: IdentityConfig): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}/oidc`;
}

/** The two first-party clients, seeded from configuration (developer apps come from the database). */
export function firstPartyClients(config: IdentityConfig): NonNullable<Configuration['clients']> {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  return [
    {
      // The SPA's sign-in, run by the gateway (authorization code + PKCE, refresh tokens).
      client_id: config.WEB_CLIENT_ID,
      client_secret: config.WEB_CLIENT_SECRET,
      client_name: 'Rubrica',
      redirect_uris: [`${publicUrl}/auth/callback`],
      post_logout_redirect_uris: [`${publicUrl}/`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    {
      // The gateway checking bearer tokens: introspection and revocation only.
      client_id: config.GATEWAY_CLIENT_ID,
      client_secret: config.GATEWAY_CLIENT_SECRET,
      client_name: 'Rubrica gateway',
      redirect_uris: [],
      grant_types: [],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ];
}

/** oidc-provider's configuration for Rubrica's authorization server. */
export function buildOidcConfiguration(parts: OidcConfigurationParts): Configuration {
  const { config } = parts;
  const webClientId = config.WEB_CLIENT_ID;
  const gatewayClientId = config.GATEWAY_CLIENT_ID;
  const mountPath = new URL(issuerOf(config)).pathname;
  const secureCookies = new URL(config.PUBLIC_URL).protocol === 'https:';
  // The gateway may inspect and revoke any token whose client still exists (a deleted or expired
  // developer app takes its tokens with it); other clients only their own.
  const ownTokenOrGateway = async (
    ctx: KoaContextWithOIDC,
    client: { clientId: string },
    token: { clientId?: string },
  ) => {
    if (token.clientId === client.clientId) return true;
    if (client.clientId !== gatewayClientId || !token.clientId) return false;
    return Boolean(await ctx.oidc.provider.Client.find(token.clientId));
  };

  return {
    adapter: parts.adapter,
    clients: firstPartyClients(config),
    jwks: { keys: parts.jwks as never },
    findAccount: parts.findAccount,
    extraTokenClaims: parts.extraTokenClaims,
    renderError: parts.pages.renderError,
    scopes: [...SIGN_IN_SCOPES, ...API_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
    },
    cookies: {
      keys: config.OIDC_COOKIE_KEYS.split(',')
        .map((key) => key.trim())
        .filter(Boolean),
      names: {
        session: 'rubrica_oidc_session',
        interaction: 'rubrica_oidc_interaction',
        resume: 'rubrica_oidc_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    discovery: { ui_locales_supported: [...PAGE_LOCALES], claims_locales_supported: [...PAGE_LOCALES] },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true, allowedPolicy: ownTokenOrGateway },
      revocation: { enabled: true, allowedPolicy: ownTokenOrGateway },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: parts.pages.logoutSource,
        postLogoutSuccessSource: parts.pages.postLogoutSuccessSource,
      },
      userinfo: { enabled: true },
    },
    // Every authorization code is bound to a PKCE challenge, confidential clients included
    // (RFC 9700 §2.1.1): a stolen code is useless without the verifier.
    pkce: { required: () => true },
    // The authorization code flow only: no implicit or hybrid response types, which would put
    // tokens in the browser's address bar (RFC 9700 §2.1.2); discovery lists no `implicit` grant.
    responseTypes: ['code'],
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // The first-party SPA never shows a consent screen: what it asks for is granted.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (client.clientId !== webClientId || !session?.accountId) return existing;
      const grant =
        existing?.accountId === session.accountId
          ? existing
          : new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scope = ctx.oidc.params?.scope;
      if (typeof scope === 'string' && scope) grant.addOIDCScope(scope);
      await grant.save();
      return grant;
    },
    // The SPA's session lives in the gateway, which refreshes its tokens without `offline_access`.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || client.clientId === webClientId),
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      ClientCredentials: HOUR,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
  };
}
