// The account findings of the outside review, repeated through the gateway: the password rule
// (length and the breached/common lists), sign-up that does not tell who has an account, reset
// links that die when a newer one is sent, the per-account and per-address limits on sign-up,
// reset requests and current-password checks, the sign-in continue address, sign-out as a POST,
// every session ending with a password change or reset, and revoked tokens refused at once.
import * as oidc from 'openid-client';
import type { ApiCaller } from './support/api-client.js';
import { oauthApp } from './support/bearer-client.js';
import { BrowserClient, readForm } from './support/browser-client.js';
import {
  deliveredTo,
  signInBrowser,
  signInThroughPages,
  signUpThroughPages,
  signedInWithOrganization,
  startIdentityStack,
  type Account,
  type IdentityStack,
} from './support/identity-stack.js';

const ANA: Account = { name: 'Ana Prado', email: 'ana.prado@example.com', password: 'Orbita-2024' };
/** Locked out of password checks in its own test; nothing else uses it. */
const LIA: Account = { name: 'Lia Ramos', email: 'lia.ramos@example.com', password: 'Nimbus-nova2' };
/** As set below: wrong current passwords allowed per user before the lockout. */
const MAX_FAILURES = 3;

let stack: IdentityStack;

beforeAll(async () => {
  stack = await startIdentityStack('sec_accounts', {
    identity: { SIGN_IN_MAX_FAILURES: String(MAX_FAILURES) },
  });
  await signUpThroughPages(stack, ANA);
  await signUpThroughPages(stack, LIA);
});

afterAll(async () => {
  await stack?.stop();
});

/** Posts one of the account pages' forms (`/oidc/sign-up`, `/oidc/forgot-password`) as a browser. */
async function postPage(path: string, fields: Record<string, string>, lang = 'pt-BR') {
  const browser = new BrowserClient(stack.url);
  const page = await browser.request(`${path}?lang=${lang}`);
  const form = readForm(await page.text());
  const response = await browser.request(form.action, { fields: { ...form.fields, ...fields } });
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  };
}

const signUp = (account: Account, lang?: string) =>
  postPage('/oidc/sign-up', { name: account.name, email: account.email, password: account.password }, lang);
const askForReset = (email: string) => postPage('/oidc/forgot-password', { email });

/** The page's text without the e-mail typed into it (to compare two answers). */
const withoutAddress = (text: string, email: string) => text.replaceAll(email, '<email>');

describe('password rule', () => {
  it.each([
    ['pt-BR', 'Curta-123', 'A senha deve ter pelo menos 10 caracteres.'],
    ['pt-BR', 'Senha@1234', 'Esta senha é muito comum ou fácil de adivinhar: escolha outra.'],
    ['en', 'Password123', 'This password is too common or easy to guess: choose another.'],
    ['en', 'Flamengo2024', 'This password is too common or easy to guess: choose another.'],
  ])('sign-up in %s refuses %p', async (lang, password, message) => {
    const answer = await signUp({ name: 'Caio', email: 'caio@example.com', password }, lang);
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(message);
  });

  it('PUT /me/password refuses a breached password with its catalogue code, worded in the caller language', async () => {
    const ana = await signInBrowser(stack, ANA.email, ANA.password);
    const answer = await ana.api('PUT', '/me/password', {
      json: { current_password: ANA.password, password: 'Qwerty12345' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.field_codes.password).toEqual([{ code: 'password.common' }]);
    expect(answer.body.errors.password).toEqual([
      'Esta senha é muito comum ou fácil de adivinhar: escolha outra.',
    ]);
    const short = await ana.api('PUT', '/me/password', {
      json: { current_password: ANA.password, password: 'Ab-3' },
      headers: { 'accept-language': 'en' },
    });
    expect(short.status).toBe(422);
    expect(short.body.field_codes.password).toEqual([{ code: 'password.too_short', params: { min: 10 } }]);
  });
});

describe('sign-up does not reveal who has an account', () => {
  it('answers an existing address exactly as a new one and mails its owner instead', async () => {
    const fresh = { name: 'Nina Costa', email: 'nina.costa@example.com', password: 'Veleiro-azul7' };
    const created = await signUp(fresh);
    const before = stack.smtp.messages.length;
    const existing = await signUp({ name: 'Someone Else', email: ANA.email, password: 'Veleiro-azul7' });

    expect(existing.status).toBe(created.status);
    expect(withoutAddress(existing.text, ANA.email).replace(/value="[^"]*"/g, '')).toBe(
      withoutAddress(created.text, fresh.email).replace(/value="[^"]*"/g, ''),
    );
    const mail = await deliveredTo(stack, ANA.email, '/oidc/forgot-password', before);
    expect(mail.subject).toBe('Você já tem uma conta no Rubrica');
    // The account is untouched: its own password still signs in, the one typed does not exist.
    const rows: unknown[] = await stack.identity.dataSource.query('SELECT 1 FROM users WHERE email = $1', [
      ANA.email,
    ]);
    expect(rows).toHaveLength(1);
    await expect(signInBrowser(stack, ANA.email, ANA.password)).resolves.toBeInstanceOf(BrowserClient);
  });
});

describe('password reset links', () => {
  it('a new link retires every older one', async () => {
    const before = stack.smtp.messages.length;
    expect((await askForReset(ANA.email)).status).toBe(200);
    const first = await deliveredTo(stack, ANA.email, '/oidc/reset-password', before);
    const between = stack.smtp.messages.length;
    expect((await askForReset(ANA.email)).status).toBe(200);
    const second = await deliveredTo(stack, ANA.email, '/oidc/reset-password', between);
    const linkOf = (mail: typeof first) => mail.links.find((link) => link.includes('/oidc/reset-password'))!;
    expect(linkOf(first)).not.toBe(linkOf(second));

    const browser = new BrowserClient(stack.url);
    expect((await browser.request(linkOf(first))).status).toBe(410);
    expect((await browser.request(linkOf(second))).status).toBe(200);
  });
});

describe('limits per account and per address', () => {
  it('sign-up: five an hour for one address typed, then 429 with Retry-After', async () => {
    const account = { name: 'Rita', email: 'rita.lima@example.com', password: 'Veleiro-azul7' };
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signUp(account)).status).toBe(201);
    const refused = await signUp(account);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another address is still welcome from the same client.
    expect((await signUp({ ...account, email: 'rita.other@example.com' })).status).toBe(201);
  });

  it('current-password checks lock the account after the allowed failures, even with the right password', async () => {
    const lia = await signInBrowser(stack, LIA.email, LIA.password);
    const change = (current: string) =>
      lia.api('PUT', '/me/password', { json: { current_password: current, password: 'Travessia-larga8' } });
    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) {
      const wrong = await change(`Wrong-guess-${attempt}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.code).toBe('account.current_password_incorrect');
    }
    const last = await change('Wrong-guess-last');
    expect(last.status).toBe(429);
    const right = await change(LIA.password);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      code: 'account.too_many_attempts',
      params: { seconds: expect.any(Number) },
    });
  });

  it('deleting an organization (which asks for the password) locks out the same way', async () => {
    const eva = { name: 'Eva Nunes', email: 'eva.nunes@example.com', password: 'Quaresma-roxa3' };
    const { browser, organizationId } = await signedInWithOrganization(stack, eva, 'Nunes Arquitetura');
    const remove = (password: string) =>
      browser.api('DELETE', `/organizations/${organizationId}`, { json: { password } });
    for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1)
      expect((await remove(`Wrong-guess-${attempt}`)).status).toBe(422);
    expect((await remove('Wrong-guess-last')).status).toBe(429);
    const right = await remove(eva.password);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('account.too_many_attempts');
    expect((await browser.api('GET', `/organizations/${organizationId}`)).status).toBe(200);
  });
});

describe('the address sign-in continues to (open redirect)', () => {
  const DASHBOARD = '/business/dashboard';
  let returning: BrowserClient;

  beforeAll(async () => {
    // Signed in once: identity remembers the browser, so each /auth/login below comes straight
    // back to /auth/callback, whose redirect is what is checked.
    ({ browser: returning } = await signInThroughPages(stack, ANA.email, ANA.password));
  });

  /** Where /auth/callback sends the browser for `/auth/login?continue=<value>` (the raw Location). */
  async function landing(value: string): Promise<string | null> {
    const { response, url } = await returning.follow(
      `/auth/login?continue=${encodeURIComponent(value)}`,
      {},
      (next) => !next.pathname.startsWith('/oidc/') && !next.pathname.startsWith('/auth/'),
    );
    expect(response.status).toBe(302);
    expect(url.origin).toBe(new URL(stack.url).origin);
    return response.headers.get('location');
  }

  it.each([
    ['/app/x?y=1', '/app/x?y=1'],
    ['/business/envelopes/5?tab=history#notes', '/business/envelopes/5?tab=history#notes'],
    ['/business/../personal/profile', '/personal/profile'],
  ])('keeps the same-site path %p', async (value, expected) => {
    expect(await landing(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'https://evil.example',
    '\\\\evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/busi\tness',
    'javascript:alert(1)',
    'business/dashboard',
  ])('sends %p to the dashboard instead', async (value) => {
    expect(await landing(value)).toBe(DASHBOARD);
  });
});

describe('sign-out', () => {
  it('is a POST with the session CSRF token: a link, a forged form or another site signs nobody out', async () => {
    const { browser } = await signInThroughPages(stack, ANA.email, ANA.password);
    const stillIn = async () => (await browser.api('GET', '/me')).status;

    const link = await browser.request('/auth/logout');
    expect(link.status).toBe(405);
    expect(link.headers.get('allow')).toBe('POST');
    expect(await stillIn()).toBe(200);

    for (const attempt of [
      { fields: { csrf_token: 'not-the-token' } },
      { fields: {} as Record<string, string> },
      {
        fields: { csrf_token: browser.cookie('rubrica_csrf')! },
        headers: { origin: 'https://evil.example' },
      },
    ]) {
      const forged = await browser.request('/auth/logout', { method: 'POST', ...attempt });
      expect(forged.status).toBe(403);
      expect(await stillIn()).toBe(200);
    }

    const out = await browser.request('/auth/logout', {
      method: 'POST',
      fields: { csrf_token: browser.cookie('rubrica_csrf')! },
    });
    expect(out.status).toBe(303);
    expect(new URL(out.headers.get('location')!, stack.url).pathname).toBe('/oidc/session/end');
    expect(await stillIn()).toBe(401);
    // The sign-in at identity ended too: signing in again asks for the password.
    const again = await browser.follow('/auth/login?continue=/');
    expect(again.url.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await again.response.text()).toContain('name="password"');
  });
});

/**
 * Calls GET /api/me until it is refused, at most `attempts` times, 100 ms apart; answers the
 * statuses seen. Identity's revocation event reaches the gateway within a second or so (its outbox
 * is relayed every 500 ms): 40 attempts leave room for a loaded machine, and the 300-second token
 * cache means only the event can explain a refusal.
 */
async function untilRefused(caller: ApiCaller, attempts = 40): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const status = (await caller.api('GET', '/me')).status;
    statuses.push(status);
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return statuses;
}

describe('a password change or reset ends every session and token of the user', () => {
  it('PUT /me/password signs out every browser of the user, the one that changed it too', async () => {
    const bea = { name: 'Bea Torres', email: 'bea.torres@example.com', password: 'Orvalho-frio4' };
    await signUpThroughPages(stack, bea);
    const laptop = await signInBrowser(stack, bea.email, bea.password);
    const phone = await signInBrowser(stack, bea.email, bea.password);
    expect((await phone.api('GET', '/me')).status).toBe(200);

    const changed = await laptop.api('PUT', '/me/password', {
      json: { current_password: bea.password, password: 'Granito-azul55' },
    });
    expect(changed.status).toBe(204);
    expect((await untilRefused(phone)).at(-1)).toBe(401);
    expect((await untilRefused(laptop)).at(-1)).toBe(401);
    // Nothing of the user is left at the authorization server either.
    const [user] = await stack.identity.dataSource.query('SELECT id FROM users WHERE email = $1', [
      bea.email,
    ]);
    const left: unknown[] = await stack.identity.dataSource.query(
      `SELECT kind FROM oidc_models WHERE account_id = $1`,
      [user.id],
    );
    expect(left).toEqual([]);
    await expect(signInBrowser(stack, bea.email, 'Granito-azul55')).resolves.toBeInstanceOf(BrowserClient);
  });

  it('a reset through the e-mailed link signs out every browser of the user', async () => {
    const caio = { name: 'Caio Freitas', email: 'caio.freitas@example.com', password: 'Cerrado-seco3' };
    await signUpThroughPages(stack, caio);
    const browser = await signInBrowser(stack, caio.email, caio.password);
    const before = stack.smtp.messages.length;
    expect((await askForReset(caio.email)).status).toBe(200);
    const mail = await deliveredTo(stack, caio.email, '/oidc/reset-password', before);
    const link = mail.links.find((candidate) => candidate.includes('/oidc/reset-password'))!;

    const resetter = new BrowserClient(stack.url);
    const form = readForm(await (await resetter.request(link)).text());
    const done = await resetter.request(form.action, {
      fields: { ...form.fields, password: 'Planalto-verde6' },
    });
    expect(done.status).toBe(200);
    expect((await untilRefused(browser)).at(-1)).toBe(401);
  });
});

describe('revoked tokens stop working at once', () => {
  let app: Awaited<ReturnType<typeof oauthApp>>;
  let owner: BrowserClient;
  let appId: string;

  beforeAll(async () => {
    const dora = { name: 'Dora Lins', email: 'dora.lins@example.com', password: 'Jangada-leve2' };
    ({ browser: owner } = await signedInWithOrganization(stack, dora, 'Lins Consultoria'));
    const created = await owner.api('POST', '/oauth/clients', {
      json: { name: 'Integração', redirect: 'https://integracao.example/callback', confidential: true },
    });
    expect(created.status).toBe(201);
    appId = created.body.id;
    app = await oauthApp(stack.url, appId, created.body.plain_secret);
  });

  it("keeps no token, session cookie or private key in clear in identity's storage", async () => {
    const api = await app.client();
    expect((await api.api('GET', '/me')).status).toBe(200);
    const { browser } = await signInThroughPages(stack, ANA.email, ANA.password);
    const sessionCookie = browser.cookie('rubrica_oidc_session');
    expect(sessionCookie).toEqual(expect.any(String));

    const rows = (await stack.identity.dataSource.query(
      'SELECT kind, id, payload::text AS payload, grant_id, uid, user_code FROM oidc_models',
    )) as Array<{ kind: string; payload: string }>;
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['ClientCredentials', 'Session']));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(api.accessToken);
    expect(stored).not.toContain(sessionCookie);
    for (const row of rows) expect(Object.keys(JSON.parse(row.payload) as object)).toEqual(['sealed']);
    expect(stored).not.toMatch(/\\"(d|p|q|dp|dq|qi)\\"/);
  });

  it('a token revoked at /oidc/token/revocation is refused, though the gateway had cached it', async () => {
    const api = await app.client();
    expect((await api.api('GET', '/me')).status).toBe(200);
    await oidc.tokenRevocation(app.configuration, api.accessToken);
    const statuses = await untilRefused(api);
    expect(statuses.at(-1)).toBe(401);
    // Another token of the same app still works: only the revoked one went.
    expect((await (await app.client()).api('GET', '/me')).status).toBe(200);
  });

  it('deleting the app refuses every token it had, though the gateway had cached them', async () => {
    const api = await app.client();
    expect((await api.api('GET', '/me')).status).toBe(200);
    expect((await owner.api('DELETE', `/oauth/clients/${appId}`)).status).toBe(204);
    expect((await untilRefused(api)).at(-1)).toBe(401);
  });
});

// Last: it uses up this client's reset requests for the hour.
describe('limits per address', () => {
  it('reset requests: five an hour per address typed, and thirty an hour from one client', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await askForReset('nobody@example.com')).status).toBe(200);
    expect((await askForReset('nobody@example.com')).status).toBe(429);

    // Each address typed once: only the client's own count can refuse them.
    const statuses: number[] = [];
    for (let index = 0; index < 31 && !statuses.includes(429); index += 1)
      statuses.push((await askForReset(`someone.${index}@example.com`)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
  });
});
