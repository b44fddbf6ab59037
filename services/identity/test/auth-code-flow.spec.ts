import * as oidc from 'openid-client';
import {
  Browser,
  gatewayClient,
  pkceAuthorizationUrl,
  readForm,
  signInWithCodeFlow,
  signUpThroughPage,
  useIdentity,
  webClient,
} from './auth-harness.js';

const identity = useIdentity('auth_code_flow');
let web: oidc.Configuration;
let gateway: oidc.Configuration;
let userId: string;
const account = { name: 'Ana Souza', email: 'ana.flow@example.com', password: 'Segredo-forte9' };

beforeAll(async () => {
  userId = await signUpThroughPage(identity, account);
  web = await webClient(identity);
  gateway = await gatewayClient(identity);
});

describe('the SPA sign-in (rubrica-web: authorization code + PKCE)', () => {
  const browser = () => new Browser(identity.url);
  let tokens: Awaited<ReturnType<typeof signInWithCodeFlow>>;
  let signedInBrowser: Browser;
  /** Signs in on the browser's session alone: the credentials are wrong, so only a session gets through. */
  const signInAgain = () =>
    signInWithCodeFlow(identity, web, signedInBrowser, { email: 'unused', password: 'unused' });

  it('signs in at the login page and exchanges the code for tokens naming the user', async () => {
    signedInBrowser = browser();
    tokens = await signInWithCodeFlow(identity, web, signedInBrowser, account);
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // Opaque access tokens: not a JWT.
    expect(tokens.access_token.split('.')).toHaveLength(1);
    expect(tokens.claims()).toMatchObject({ sub: userId, iss: identity.issuer, aud: 'rubrica-web' });
    const userInfo = await oidc.fetchUserInfo(web, tokens.access_token, userId);
    expect(userInfo).toMatchObject({
      sub: userId,
      email: account.email,
      email_verified: false,
      name: account.name,
      locale: 'pt-BR',
    });
  });

  it('never shows the first-party client a consent screen, and reuses the session silently', async () => {
    expect((await signInAgain()).claims()?.sub).toBe(userId);
  });

  it('refuses an authorization request without PKCE for rubrica-web', async () => {
    const url = oidc.buildAuthorizationUrl(web, {
      redirect_uri: `${identity.url}/auth/callback`,
      scope: 'openid',
      state: 'x',
    });
    const { url: landed } = await signedInBrowser.follow(url.toString());
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('error')).toBe('invalid_request');
  });

  it('refreshes the tokens', async () => {
    const refreshed = await oidc.refreshTokenGrant(web, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    tokens = refreshed;
  });

  it('lets the gateway introspect the access token (active, sub and rubrica_user_id = the user)', async () => {
    const answer = await oidc.tokenIntrospection(gateway, tokens.access_token);
    expect(answer).toMatchObject({
      active: true,
      sub: userId,
      client_id: 'rubrica-web',
      rubrica_user_id: userId,
    });
    expect(answer.rubrica_organization_id).toBeUndefined();
  });

  it('refuses introspection to a caller with a wrong gateway secret', async () => {
    const impostor = await oidc.discovery(
      new URL(identity.issuer),
      'rubrica-gateway',
      'wrong-secret-wrong-secret',
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    await expect(oidc.tokenIntrospection(impostor, tokens.access_token)).rejects.toMatchObject({
      error: 'invalid_client',
    });
  });

  it('keeps tokens and sessions across a restart (they live in PostgreSQL)', async () => {
    await identity.restart();
    gateway = await gatewayClient(identity);
    web = await webClient(identity);
    const answer = await oidc.tokenIntrospection(gateway, tokens.access_token);
    expect(answer).toMatchObject({ active: true, sub: userId });
    // The browser session survived too: signing in again needs no password.
    expect((await signInAgain()).claims()?.sub).toBe(userId);
  });

  it('ends the session on confirmation (rp-initiated logout), revoking its tokens', async () => {
    const endUrl = oidc.buildEndSessionUrl(web, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${identity.url}/`,
    });
    const { response } = await signedInBrowser.follow(endUrl.toString());
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Deseja sair do Rubrica?');
    const form = readForm(page, 'op.logoutForm');
    const confirmed = await signedInBrowser.request(form.action, { form: { ...form.fields, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${identity.url}/`);

    expect((await oidc.tokenIntrospection(gateway, tokens.access_token)).active).toBe(false);
    const relogin = await pkceAuthorizationUrl(identity, web);
    const { url } = await signedInBrowser.follow(relogin);
    expect(url.pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it('revokes a refresh token (sign-out from the gateway): its grant, tokens and browser session end', async () => {
    const other = browser();
    const fresh = await signInWithCodeFlow(identity, web, other, account);
    await oidc.tokenRevocation(web, fresh.refresh_token!);
    expect((await oidc.tokenIntrospection(gateway, fresh.access_token)).active).toBe(false);
    expect((await oidc.tokenIntrospection(gateway, fresh.refresh_token!)).active).toBe(false);
    await expect(oidc.refreshTokenGrant(web, fresh.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const relogin = await pkceAuthorizationUrl(identity, web);
    const { url } = await other.follow(relogin);
    expect(url.pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it('lets the gateway revoke an access token on its own', async () => {
    const fresh = await signInWithCodeFlow(identity, web, browser(), account);
    await oidc.tokenRevocation(gateway, fresh.access_token);
    expect((await oidc.tokenIntrospection(gateway, fresh.access_token)).active).toBe(false);
  });
});
