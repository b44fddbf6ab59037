import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv } from '@rubrica/testing';
import { Redis } from 'ioredis';
import type { RunningGateway } from '../src/start-gateway.js';
import { PUBLIC_URL, signIn, startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { Browser, setCookieAttributes } from './support/browser.js';

const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const TOKEN_LINK = '/business/envelopes/viewer/tok_stale_cookie_link';

let harness: AuthHarness;
let gateway: RunningGateway;
let redis: Redis;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'rubrica-gateway-stale-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  harness = await startAuthHarness('gw_stale_cookies');
  gateway = await harness.startOtherGateway({ WEB_DIST: webDist });
  redis = new Redis(testEnv().redisUrl);
});

afterAll(async () => {
  redis?.disconnect();
  await harness?.close();
  await rm(webDist, { recursive: true, force: true });
});

const sessionKey = (sessionId: string) =>
  `${harness.redisPrefix}auth:session:${createHash('sha256').update(sessionId).digest('base64url')}`;

/** A browser that signed in, then whose session ended server-side (idle expiry) with its cookies kept. */
async function browserWithEndedSession(): Promise<Browser> {
  const { browser } = await signIn(harness, gateway, harness.addUser());
  expect(await redis.del(sessionKey(browser.cookie('rubrica_session')!))).toBe(1);
  expect(browser.cookie('rubrica_csrf')).toBeTruthy();
  return browser;
}

const clears = (response: Awaited<ReturnType<Browser['request']>>, name: string) =>
  setCookieAttributes(response, name)?.get('max-age') === '0';

describe('cookies of a session that has ended', () => {
  it('are cleared by the page load of a token link, before the SPA starts', async () => {
    const browser = await browserWithEndedSession();
    const page = await browser.request(TOKEN_LINK, { headers: NAVIGATION });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(clears(page, 'rubrica_csrf')).toBe(true);
    expect(clears(page, 'rubrica_session')).toBe(true);
    expect(browser.cookie('rubrica_csrf')).toBeUndefined();
    expect(browser.cookie('rubrica_session')).toBeUndefined();
  });

  it('are cleared when only a stale CSRF cookie is left', async () => {
    const browser = new Browser(gateway.url, PUBLIC_URL);
    browser.cookies.set('rubrica_csrf', 'stale-value-of-an-old-session');
    const page = await browser.request(TOKEN_LINK, { headers: NAVIGATION });
    expect(page.status).toBe(200);
    expect(clears(page, 'rubrica_csrf')).toBe(true);
    expect(browser.cookie('rubrica_csrf')).toBeUndefined();
  });

  it('are cleared by the 401 of a private call', async () => {
    const browser = await browserWithEndedSession();
    const me = await browser.request('/api/me');
    expect(me.status).toBe(401);
    expect(clears(me, 'rubrica_csrf')).toBe(true);
    expect(browser.cookie('rubrica_csrf')).toBeUndefined();
  });

  it('are left alone while the session lives, and for requests without them', async () => {
    const { browser } = await signIn(harness, gateway, harness.addUser());
    const page = await browser.request(TOKEN_LINK, { headers: NAVIGATION });
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(browser.cookie('rubrica_csrf')).toBeTruthy();

    const visitor = await new Browser(gateway.url, PUBLIC_URL).request(TOKEN_LINK, { headers: NAVIGATION });
    expect(visitor.headers['set-cookie']).toBeUndefined();
    const anonymous = await new Browser(gateway.url, PUBLIC_URL).request('/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('are not checked for scripts and images, only page loads', async () => {
    const browser = new Browser(gateway.url, PUBLIC_URL);
    browser.cookies.set('rubrica_csrf', 'stale-value-of-an-old-session');
    const asset = await browser.request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(asset.headers['set-cookie']).toBeUndefined();
  });
});
