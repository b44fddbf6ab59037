import { createHash } from 'node:crypto';
import { testEnv, identityKeyFileForTests } from '@rubrica/testing';
import { Redis } from 'ioredis';
import { SessionStore } from '../src/session/session-store.js';
import type { RunningGateway } from '../src/start-gateway.js';
import {
  PUBLIC_URL,
  sessionTokens,
  signIn,
  startAuthHarness,
  type AuthHarness,
} from './support/auth-harness.js';
import { Browser, setCookieAttributes } from './support/browser.js';
import { closedPort, type Echo } from './support/upstream-server.js';

let harness: AuthHarness;
let redis: Redis;

beforeAll(async () => {
  harness = await startAuthHarness('gw_auth_session');
  redis = new Redis(testEnv().redisUrl);
});

afterAll(async () => {
  redis?.disconnect();
  await harness?.close();
});

const sessionKey = (sessionId: string) =>
  `${harness.redisPrefix}auth:session:${createHash('sha256').update(sessionId).digest('base64url')}`;

function echoOf(body: string): Echo {
  return JSON.parse(body) as Echo;
}

async function signedIn(gateway: RunningGateway = harness.gateway) {
  const user = harness.addUser();
  const { browser, callback } = await signIn(harness, gateway, user);
  expect(callback.status).toBe(302);
  return {
    user,
    browser,
    session: browser.cookie('rubrica_session')!,
    csrf: browser.cookie('rubrica_csrf')!,
  };
}

/** The SPA's sign-out form: a POST carrying the session's CSRF token as a field. */
const logoutForm = (csrfToken: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ csrf_token: csrfToken }).toString(),
});

describe('signing in from the SPA', () => {
  it('goes through the authorization server with PKCE, opens a session and proxies calls as the user', async () => {
    const user = harness.addUser();
    const { hops, callback, browser } = await signIn(harness, harness.gateway, user, '/business/envelopes');

    const authorize = new URL(hops[0]!.response.headers.location!);
    expect(hops[0]!.response.status).toBe(302);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${PUBLIC_URL}/oidc/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'rubrica-web',
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(param)).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/business/envelopes');
    const sessionId = browser.cookie('rubrica_session')!;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    const echo = echoOf(me.body);
    expect(echo.url).toBe('/me');
    expect(echo.headers['x-user-id']).toBe(user);
    // The session stays between the browser and the gateway.
    expect(String(echo.headers.cookie ?? '')).not.toContain('rubrica_');

    const stored = await redis.hgetall(sessionKey(sessionId));
    expect(stored).toMatchObject({ userId: user, csrfToken: browser.cookie('rubrica_csrf') });
    // The tokens are sealed under the session id: none of them is in Redis as it is.
    const tokens = await sessionTokens(harness, sessionId);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.idToken.split('.')).toHaveLength(3);
    const everything = JSON.stringify(stored);
    for (const token of [tokens.accessToken, tokens.idToken, tokens.refreshToken].filter(Boolean))
      expect(everything).not.toContain(token);
    expect(Object.keys(stored).sort()).toEqual(['createdAt', 'csrfToken', 'lastSeenAt', 'tokens', 'userId']);
    expect(Number(stored.createdAt)).toBeGreaterThan(0);
    expect(Number(stored.lastSeenAt)).toBeGreaterThanOrEqual(Number(stored.createdAt));
    // Redis holds a hash of the id, never the id a cookie carries.
    expect(await redis.keys(`${harness.redisPrefix}*${sessionId}*`)).toEqual([]);
  });

  it('keeps a continue path of the site, query included', async () => {
    const { callback } = await signIn(
      harness,
      harness.gateway,
      harness.addUser(),
      '/business/envelopes/5?tab=history',
    );
    expect(callback.headers.location).toBe('/business/envelopes/5?tab=history');
  });

  it.each([
    ['//evil.example/phish', '/business/dashboard'],
    ['https://evil.example/', '/business/dashboard'],
    ['/\\evil.example', '/business/dashboard'],
    ['javascript:alert(1)', '/business/dashboard'],
    ['business/relative', '/business/dashboard'],
    [null, '/business/dashboard'],
  ])('never sends the browser to another site after sign-in (continue=%p)', async (continueTo, expected) => {
    const { callback } = await signIn(harness, harness.gateway, harness.addUser(), continueTo);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(expected);
  });

  it('refuses a replayed callback and a callback whose state it never issued', async () => {
    const { hops } = await signIn(harness, harness.gateway, harness.addUser());
    const callbackUrl = hops.at(-1)!.url;
    const replay = await new Browser(harness.gateway.url, PUBLIC_URL).request(callbackUrl);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({
      message: 'The sign-in attempt is invalid or has expired. Please sign in again.',
    });
    expect(replay.headers['set-cookie']).toBeUndefined();

    const forged = await new Browser(harness.gateway.url, PUBLIC_URL).request(
      '/auth/callback?code=abc&state=ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ',
    );
    expect(forged.status).toBe(400);
  });

  it('sets an httpOnly Lax session cookie and a readable CSRF cookie, not Secure outside production', async () => {
    const { callback } = await signIn(harness, harness.gateway, harness.addUser());
    const session = setCookieAttributes(callback, 'rubrica_session')!;
    expect(session.get('path')).toBe('/');
    expect(session.get('samesite')).toBe('Lax');
    expect(session.has('httponly')).toBe(true);
    expect(session.has('secure')).toBe(false);
    const csrf = setCookieAttributes(callback, 'rubrica_csrf')!;
    expect(csrf.get('samesite')).toBe('Lax');
    expect(csrf.get('path')).toBe('/');
    expect(csrf.has('httponly')).toBe(false);
  });

  it('marks both cookies Secure in production', async () => {
    const production = await harness.startOtherGateway({
      NODE_ENV: 'production',
      GATEWAY_IDENTITY_PRIVATE_KEY_FILE: await identityKeyFileForTests(),
    });
    const { callback } = await signIn(harness, production, harness.addUser());
    expect(setCookieAttributes(callback, 'rubrica_session')!.has('secure')).toBe(true);
    expect(setCookieAttributes(callback, 'rubrica_csrf')!.has('secure')).toBe(true);
    expect(setCookieAttributes(callback, 'rubrica_session')!.has('httponly')).toBe(true);
  });

  it('gives a new session id at every sign-in and ends the one the browser had', async () => {
    const first = await signedIn();
    const second = await signIn(harness, harness.gateway, first.user, '/business/dashboard', first.browser);
    const renewed = second.browser.cookie('rubrica_session')!;
    expect(renewed).not.toBe(first.session);
    expect(second.browser.cookie('rubrica_csrf')).not.toBe(first.csrf);

    const old = await new Browser(harness.gateway.url, PUBLIC_URL).request('/api/me', {
      headers: { cookie: `rubrica_session=${first.session}` },
    });
    expect(old.status).toBe(401);
    expect((await second.browser.request('/api/me')).status).toBe(200);
  });

  it('answers 401 for a session id it does not know', async () => {
    const response = await new Browser(harness.gateway.url, PUBLIC_URL).request('/api/me', {
      headers: { cookie: 'rubrica_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('CSRF protection of calls made with the session cookie', () => {
  const post = (browser: Browser, path: string, headers: Record<string, string> = {}) =>
    browser.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"name":"x"}',
    });

  it('refuses a state-changing call without the token or with a wrong one', async () => {
    const { browser, csrf } = await signedIn();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const missing = await browser.request('/api/envelopes/1', { method });
      expect(missing.status).toBe(403);
      expect(JSON.parse(missing.body)).toMatchObject({ message: 'Invalid CSRF token.' });
      const wrong = await browser.request('/api/envelopes/1', {
        method,
        headers: { 'x-csrf-token': `${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}` },
      });
      expect(wrong.status).toBe(403);
    }
    expect(harness.identity.received.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('lets the call through with the token, and reads without it', async () => {
    const { browser, csrf, user } = await signedIn();
    const write = await post(browser, '/api/envelopes', { 'x-csrf-token': csrf, origin: PUBLIC_URL });
    expect(write.status).toBe(200);
    const echo = echoOf(write.body);
    expect(echo.method).toBe('POST');
    expect(echo.body).toBe('{"name":"x"}');
    expect(echo.headers['x-user-id']).toBe(user);
    expect((await browser.request('/api/envelopes')).status).toBe(200);
  });

  it("does not accept another session's token", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    expect((await post(mine.browser, '/api/envelopes', { 'x-csrf-token': theirs.csrf })).status).toBe(403);
  });

  it('refuses a call another site makes, even carrying the token', async () => {
    const { browser, csrf } = await signedIn();
    const foreignOrigin = await post(browser, '/api/envelopes', {
      'x-csrf-token': csrf,
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.status).toBe(403);
    expect(JSON.parse(foreignOrigin.body)).toMatchObject({ message: 'Invalid CSRF token.' });
    const crossSite = await post(browser, '/api/envelopes', {
      'x-csrf-token': csrf,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await post(browser, '/api/envelopes', {
      'x-csrf-token': csrf,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('leaves the public token routes alone', async () => {
    const { browser } = await signedIn();
    const response = await post(browser, '/api/p/envelopes/recipients/tok_4f9c2e7a1b3d5f6e8a9c0b1d/sign');
    expect(response.status).toBe(200);
    expect(echoOf(response.body).url).toBe('/p/envelopes/recipients/tok_4f9c2e7a1b3d5f6e8a9c0b1d/sign');
  });
});

describe('identity headers with a session', () => {
  it('never passes on identity headers the browser sends', async () => {
    const { browser, csrf, user } = await signedIn();
    const response = await browser.request('/api/envelopes', {
      method: 'POST',
      headers: {
        'x-csrf-token': csrf,
        'x-user-id': 'someone-else',
        'x-client-id': 'evil-client',
        'x-organization-id': 'org-of-someone-else',
        'x-organization-owner': 'true',
        'x-organization-personal': 'false',
        'x-permissions': 'manage_users,manage_billing',
      },
    });
    expect(response.status).toBe(200);
    const { headers } = echoOf(response.body);
    expect(headers['x-user-id']).toBe(user);
    for (const name of [
      'x-client-id',
      'x-organization-id',
      'x-organization-owner',
      'x-organization-personal',
      'x-permissions',
    ])
      expect(headers[name]).toBeUndefined();
  });
});

describe('a password change or reset', () => {
  it('ends the sessions opened before it, even when the revocation event never arrives', async () => {
    const user = harness.addUser();
    const before = await signIn(harness, harness.gateway, user);
    // Identity answers that every credential of the user was revoked after that sign-in (the
    // event telling the gateway so is missed: this harness publishes none).
    harness.users.get(user)!.credentialsRevokedAt = new Date(Date.now() + 1).toISOString();
    const refused = await before.browser.request('/api/me');
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'auth.unauthenticated' });

    // A sign-in after it (with the new password) is a session like any other.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await signIn(harness, harness.gateway, user);
    expect((await after.browser.request('/api/me')).status).toBe(200);
  });
});

describe('signing out', () => {
  it('POST /api/logout needs the CSRF token, then ends the session and revokes its tokens at identity', async () => {
    const { browser, csrf, session } = await signedIn();
    const { accessToken } = await sessionTokens(harness, session);
    expect((await harness.identity.introspect(accessToken!)).active).toBe(true);

    const forged = await browser.request('/api/logout', { method: 'POST' });
    expect(forged.status).toBe(403);
    expect((await browser.request('/api/me')).status).toBe(200);

    const revocations = harness.identity.calls('/oidc/token/revocation');
    const response = await browser.request('/api/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': csrf },
    });
    expect(response.status).toBe(204);
    expect(setCookieAttributes(response, 'rubrica_session')!.get('max-age')).toBe('0');
    expect(setCookieAttributes(response, 'rubrica_csrf')!.get('max-age')).toBe('0');
    expect(browser.cookie('rubrica_session')).toBeUndefined();
    expect(await redis.exists(sessionKey(session))).toBe(0);
    expect(harness.identity.calls('/oidc/token/revocation')).toBe(revocations + 1);
    expect((await harness.identity.introspect(accessToken!)).active).toBe(false);

    const after = await browser.request('/api/me', { headers: { cookie: `rubrica_session=${session}` } });
    expect(after.status).toBe(401);
  });

  it('POST /api/logout without a session still answers 204 and clears the cookies', async () => {
    const response = await new Browser(harness.gateway.url, PUBLIC_URL).request('/api/logout', {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    expect(setCookieAttributes(response, 'rubrica_session')!.get('max-age')).toBe('0');
  });

  it('POST /auth/logout with the CSRF token ends the session and sends the browser to end its sign-in at identity', async () => {
    const { browser, session } = await signedIn();
    const { idToken } = await sessionTokens(harness, session);
    const { csrfToken } = await redis.hgetall(sessionKey(session));
    const response = await browser.request('/auth/logout', logoutForm(csrfToken!));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.location!);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/oidc/session/end`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'rubrica-web',
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      id_token_hint: idToken,
    });
    expect(setCookieAttributes(response, 'rubrica_session')!.get('max-age')).toBe('0');
    expect(await redis.exists(sessionKey(session))).toBe(0);
    expect(
      (await browser.request('/api/me', { headers: { cookie: `rubrica_session=${session}` } })).status,
    ).toBe(401);
    // The end-session page of the authorization server answers (it asks to confirm).
    const endSession = await browser.request(response.headers.location!);
    expect(endSession.status).toBe(200);
  });
});

describe('when identity cannot be reached', () => {
  it('answers 503 to a sign-in instead of sending the browser nowhere', async () => {
    const cutOff = await harness.startOtherGateway({
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    const response = await new Browser(cutOff.url, PUBLIC_URL).request('/auth/login?continue=/business');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toMatchObject({
      message: 'Service unavailable.',
      correlation_id: response.headers['x-request-id'],
    });
  });

  it('still signs the browser out of the gateway', async () => {
    const { browser, session } = await signedIn();
    const cutOff = await harness.startOtherGateway({
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    const { csrfToken } = await redis.hgetall(sessionKey(session));
    const form = logoutForm(csrfToken!);
    const response = await new Browser(cutOff.url, PUBLIC_URL).request('/auth/logout', {
      ...form,
      headers: { ...form.headers, cookie: `rubrica_session=${session}` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(await redis.exists(sessionKey(session))).toBe(0);
    expect((await browser.request('/api/me')).status).toBe(401);
  });
});

describe('session lifetime', () => {
  async function expiry(key: string): Promise<number> {
    return redis.pttl(key);
  }

  async function waitUntilGone(key: string): Promise<void> {
    for (let attempt = 0; attempt < 100 && (await redis.exists(key)); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await redis.exists(key)).toBe(0);
  }

  it('pushes the idle expiry back on every call', async () => {
    const { browser, session } = await signedIn();
    const before = await expiry(sessionKey(session));
    expect(before).toBeLessThanOrEqual(12 * 3600 * 1000);
    // Age the session by far more than the latency of one call under load, so the refreshed
    // expiry is unambiguously later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const aged = await expiry(sessionKey(session));
    expect((await browser.request('/api/me')).status).toBe(200);
    expect(await expiry(sessionKey(session))).toBeGreaterThan(aged);
  });

  it('tells who a session is for without its tokens, pushing its idle expiry back as a full read does', async () => {
    const { user, session, csrf } = await signedIn();
    const store = new SessionStore(redis, {
      keyPrefix: `${harness.redisPrefix}auth:`,
      idleTtlSeconds: 3600,
      absoluteTtlSeconds: 7200,
    });
    const full = await store.use(session);
    await redis.pexpire(sessionKey(session), 1000);
    const identity = await store.identify(session);
    expect(identity).toEqual({
      userId: user,
      csrfToken: csrf,
      createdAt: full!.createdAt,
      lastSeenAt: expect.any(Number),
    });
    expect(identity!.lastSeenAt).toBeGreaterThanOrEqual(full!.lastSeenAt);
    expect(await expiry(sessionKey(session))).toBeGreaterThan(3000 * 1000);
    expect(await store.identify('no-such-session')).toBeNull();
  });

  it('ends a session left idle longer than SESSION_IDLE_TTL_SECONDS', async () => {
    const short = await harness.startOtherGateway({ SESSION_IDLE_TTL_SECONDS: 1 });
    const { browser, session } = await signedIn(short);
    expect((await browser.request('/api/me')).status).toBe(200);
    expect(await expiry(sessionKey(session))).toBeLessThanOrEqual(1000);
    await waitUntilGone(sessionKey(session));
    const response = await browser.request('/api/me');
    expect(response.status).toBe(401);
  });

  it('ends a session SESSION_ABSOLUTE_TTL_SECONDS after sign-in, however busy', async () => {
    const bounded = await harness.startOtherGateway({ SESSION_ABSOLUTE_TTL_SECONDS: 1 });
    const { browser, session } = await signedIn(bounded);
    expect((await browser.request('/api/me')).status).toBe(200);
    // Using it does not stretch it past the absolute end.
    expect(await expiry(sessionKey(session))).toBeLessThanOrEqual(1000);
    await waitUntilGone(sessionKey(session));
    expect((await browser.request('/api/me')).status).toBe(401);
  });
});
