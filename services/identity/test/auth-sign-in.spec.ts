import * as oidc from 'openid-client';
import {
  Browser,
  pkceAuthorizationUrl,
  readForm,
  signUpThroughPage,
  useIdentity,
  webClient,
} from './auth-harness.js';

const MAX_FAILURES = 3;
const identity = useIdentity('auth_sign_in', { SIGN_IN_MAX_FAILURES: String(MAX_FAILURES) });
let web: oidc.Configuration;
const account = { name: 'Gil', email: 'gil@example.com', password: 'Segredo-forte9' };

beforeAll(async () => {
  await signUpThroughPage(identity, account);
  web = await webClient(identity);
});

/** Starts a sign-in and answers the login page's form (action and hidden fields). */
async function openLogin(browser: Browser, extra: Record<string, string> = {}) {
  const { response, url: landed } = await browser.follow(await pkceAuthorizationUrl(identity, web, extra));
  expect(landed.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
  const page = await response.text();
  return { page, form: readForm(page) };
}

describe('sign-in at the login page', () => {
  it('links to sign-up and forgot-password, and answers a wrong password and an unknown e-mail alike', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.1' });
    const { page, form } = await openLogin(browser);
    expect(page).toMatch(/href="\/oidc\/interaction\/[^"]+\/sign-up"/);
    expect(page).toContain('href="/oidc/forgot-password"');
    const wrongPassword = await browser.request(form.action, {
      form: { ...form.fields, email: account.email, password: 'Wrong1234' },
    });
    const unknownEmail = await browser.request(form.action, {
      form: { ...form.fields, email: 'nobody@example.com', password: 'Wrong1234' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await wrongPassword.text(), await unknownEmail.text()];
    expect(a).toContain('E-mail ou senha inválidos.');
    expect(a.replace(account.email, 'X')).toBe(b.replace('nobody@example.com', 'X'));
  });

  it('locks an e-mail out from an address after the allowed failures, even with the right password', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.2' });
    const { form } = await openLogin(browser);
    const attempt = (password: string) =>
      browser.request(form.action, { form: { ...form.fields, email: account.email, password } });
    for (let failure = 1; failure < MAX_FAILURES; failure++)
      expect((await attempt('Wrong1234')).status).toBe(401);
    const last = await attempt('Wrong1234');
    expect(last.status).toBe(429);
    expect(await last.text()).toMatch(/Muitas tentativas de login\. Tente novamente em 15 minuto\(s\)\./);
    const right = await attempt(account.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);

    // A program posting the form gets JSON.
    const json = await browser.request(form.action, {
      form: { ...form.fields, email: account.email, password: account.password },
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(429);
    expect(await json.json()).toMatchObject({
      message: 'Muitas tentativas de login. Tente novamente em 15 minuto(s).',
    });
  });

  it('still lets the same account in from another address', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.3' });
    const { form } = await openLogin(browser);
    const response = await browser.request(form.action, { form: { ...form.fields, ...account } });
    expect(response.status).toBe(303);
  });

  it('refuses a login post without the form token', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.4' });
    const { form } = await openLogin(browser);
    const response = await browser.request(form.action, {
      form: { email: account.email, password: account.password },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a login post for another interaction than the browser is in', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.5' });
    const { form } = await openLogin(browser);
    const otherBrowser = new Browser(identity.url);
    const { form: otherForm } = await openLogin(otherBrowser);
    const response = await browser.request(otherForm.action, { form: { ...form.fields, ...account } });
    expect(response.status).toBe(400);
  });

  it('signs a new user up from the login page and asks them to confirm the address, as for any address', async () => {
    const browser = new Browser(identity.url, { 'x-forwarded-for': '203.0.113.6' });
    const { page } = await openLogin(browser);
    const signUpHref = /href="(\/oidc\/interaction\/[^"]+\/sign-up)"/.exec(page)![1]!;
    const signUpPage = await browser.request(signUpHref);
    expect(signUpPage.status).toBe(200);
    const form = readForm(await signUpPage.text());
    const response = await browser.request(form.action, {
      form: { ...form.fields, name: 'Helena', email: 'helena@example.com', password: 'Segredo-forte9' },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('helena@example.com');
    const [user] = await identity.dataSource.query('SELECT 1 FROM users WHERE email = $1', [
      'helena@example.com',
    ]);
    expect(user).toBeDefined();
  });
});
