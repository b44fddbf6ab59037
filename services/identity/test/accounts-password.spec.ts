import argon2 from 'argon2';
import * as oidc from 'openid-client';
import {
  Browser,
  gatewayClient,
  lastEmail,
  readForm,
  signInWithCodeFlow,
  signUpThroughPage,
  useIdentity,
  webClient,
} from './auth-harness.js';
import { asGateway } from '@rubrica/testing';

const identity = useIdentity('accounts_password');

async function passwordHashOf(userId: string): Promise<string> {
  const [row] = await identity.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return row.password_hash;
}

describe('PUT /me/password', () => {
  let userId: string;

  beforeAll(async () => {
    userId = await signUpThroughPage(identity, {
      name: 'Eva',
      email: 'eva@example.com',
      password: 'Original-rumo7',
    });
  });

  const change = async (body: unknown, user = userId) =>
    fetch(`${identity.url}/me/password`, {
      method: 'PUT',
      headers: await asGateway('identity', { 'content-type': 'application/json', 'x-user-id': user }),
      body: JSON.stringify(body),
    });

  it.each([
    ['shorter than 10 characters', 'Abcde-12x', 'The password must be at least 10 characters.'],
    ['without a lowercase letter', 'ABCDEFG-12X', 'The password must contain at least one lowercase letter.'],
    [
      'without an uppercase letter',
      'abcdefg-12x',
      'The password must contain at least one uppercase letter.',
    ],
    ['without a digit', 'Abcdefghi-x', 'The password must contain at least one number.'],
    [
      'on the breached-password list',
      'Password123',
      'This password is too common or easy to guess: choose another.',
    ],
  ])('refuses a new password %s (422 on password)', async (_case, password, message) => {
    const response = await change({ current_password: 'Original-rumo7', password });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.password).toEqual([message]);
    expect(Object.keys(body.errors)).toEqual(['password']);
    await expect(argon2.verify(await passwordHashOf(userId), 'Original-rumo7')).resolves.toBe(true);
  });

  it('requires both fields', async () => {
    const response = await change({});
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses a wrong current password with errors.current_password', async () => {
    const response = await change({ current_password: 'Wrong1234', password: 'Brandnew-trilha8' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    await expect(argon2.verify(await passwordHashOf(userId), 'Brandnew-trilha8')).resolves.toBe(false);
  });

  it('changes the password (argon2id) with the right current password', async () => {
    const response = await change({ current_password: 'Original-rumo7', password: 'Brandnew-trilha8' });
    expect(response.status).toBe(204);
    const hash = await passwordHashOf(userId);
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(argon2.verify(hash, 'Brandnew-trilha8')).resolves.toBe(true);
    // Every session and token of the user ends: the time is kept (the gateway refuses sessions
    // opened before it) and the gateway is told at once.
    const [user] = await identity.dataSource.query('SELECT credentials_revoked_at FROM users WHERE id = $1', [
      userId,
    ]);
    expect(user.credentials_revoked_at).toBeInstanceOf(Date);
    const [event] = await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.credentials.revoked'`,
    );
    expect(event.payload).toMatchObject({ userId });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${identity.url}/me/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ current_password: 'x', password: 'Brandnew-trilha8' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  const account = { name: 'Fábio', email: 'fabio@example.com', password: 'Original-rumo7' };
  let userId: string;
  let web: oidc.Configuration;
  let gateway: oidc.Configuration;
  let oldTokens: Awaited<ReturnType<typeof signInWithCodeFlow>>;
  let oldBrowser: Browser;
  let resetLink: URL;

  beforeAll(async () => {
    userId = await signUpThroughPage(identity, account);
    web = await webClient(identity);
    gateway = await gatewayClient(identity);
    oldBrowser = new Browser(identity.url);
    oldTokens = await signInWithCodeFlow(identity, web, oldBrowser, account);
  });

  it('answers the forgot-password form the same way whether or not the account exists', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const form = readForm(await (await browser.request('/oidc/forgot-password')).text());
    const unknown = await browser.request(form.action, {
      form: { ...form.fields, email: 'nobody@example.com' },
    });
    const known = await browser.request(form.action, {
      form: { ...form.fields, email: 'FABIO@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [unknownText, knownText] = [await unknown.text(), await known.text()];
    expect(unknownText).toContain('If an account exists for nobody@example.com');
    expect(knownText.replace('fabio@example.com', 'X')).toBe(unknownText.replace('nobody@example.com', 'X'));
    const email = await lastEmail(identity.config, 'fabio@example.com', 'reset-password');
    expect(email.params.name).toBe('Fábio');
    resetLink = new URL(email.params.link);
    expect(resetLink.pathname).toBe('/oidc/reset-password');
    const [token] = await identity.dataSource.query(
      `SELECT expires_at, created_at FROM email_tokens WHERE user_id = $1 AND purpose = 'reset_password'`,
      [userId],
    );
    expect(Math.round((token.expires_at - token.created_at) / 60_000)).toBe(60);
  });

  it('validates the new password without using up the link', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const page = await browser.request(`${resetLink.pathname}${resetLink.search}`);
    expect(page.status).toBe(200);
    const form = readForm(await page.text());
    const response = await browser.request(form.action, {
      form: { ...form.fields, password: 'alllowercase1' },
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('The password must contain an uppercase letter.');
  });

  it('sets the new password, after which the old one stops working and old sessions and tokens are revoked', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const form = readForm(await (await browser.request(`${resetLink.pathname}${resetLink.search}`)).text());
    const response = await browser.request(form.action, {
      form: { ...form.fields, password: 'Renewed-trilha5' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Password changed');

    expect((await oidc.tokenIntrospection(gateway, oldTokens.access_token)).active).toBe(false);
    await expect(oidc.refreshTokenGrant(web, oldTokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // The old browser session is gone: the login page is shown, and the old password is refused.
    await expect(signInWithCodeFlow(identity, web, oldBrowser, account)).rejects.toThrow(
      /did not reach the callback \(401/,
    );
    const fresh = await signInWithCodeFlow(identity, web, new Browser(identity.url), {
      ...account,
      password: 'Renewed-trilha5',
    });
    expect(fresh.claims()?.sub).toBe(userId);
  });

  it('refuses the same link a second time', async () => {
    const browser = new Browser(identity.url, { 'accept-language': 'en' });
    const page = await browser.request(`${resetLink.pathname}${resetLink.search}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Invalid or expired link');
    const form = readForm(await (await browser.request('/oidc/forgot-password')).text());
    const post = await browser.request('/oidc/reset-password', {
      form: { ...form.fields, token: resetLink.searchParams.get('token')!, password: 'Another-trilha6' },
    });
    expect(post.status).toBe(410);
    await expect(argon2.verify(await passwordHashOf(userId), 'Renewed-trilha5')).resolves.toBe(true);
  });

  it('refuses an expired link', async () => {
    const browser = new Browser(identity.url);
    const form = readForm(await (await browser.request('/oidc/forgot-password')).text());
    await browser.request(form.action, { form: { ...form.fields, email: 'fabio@example.com' } });
    const link = new URL(
      (await lastEmail(identity.config, 'fabio@example.com', 'reset-password')).params.link,
    );
    await identity.dataSource.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password'`,
    );
    expect((await browser.request(`${link.pathname}${link.search}`)).status).toBe(410);
    const post = await browser.request('/oidc/reset-password', {
      form: { ...form.fields, token: link.searchParams.get('token')!, password: 'Another-trilha6' },
    });
    expect(post.status).toBe(410);
    await expect(argon2.verify(await passwordHashOf(userId), 'Renewed-trilha5')).resolves.toBe(true);
  });
});
