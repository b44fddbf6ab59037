import argon2 from 'argon2';
import { Browser, lastEmail, queuedEmails, readForm, useIdentity } from './auth-harness.js';
import { asGateway } from '@rubrica/testing';

const identity = useIdentity('accounts_sign_up');

async function openSignUp(browser: Browser, query = '') {
  const response = await browser.request(`/oidc/sign-up${query}`);
  expect(response.status).toBe(200);
  return readForm(await response.text());
}

/** Opens the sign-up page in a new browser and posts its form with `account`. */
async function signUp(account: { name: string; email: string; password: string }, query = '') {
  const browser = new Browser(identity.url);
  const form = await openSignUp(browser, query);
  const response = await browser.request(form.action, { form: { ...form.fields, ...account } });
  return { browser, response };
}

/** The answer that says to check the mailbox: the same whether or not the address had an account. */
async function expectMailboxAnswer(response: Response, email: string): Promise<void> {
  expect(response.status).toBe(201);
  expect(await response.text()).toContain(`We sent a message to ${email}`);
}

async function userByEmail(email: string) {
  const [user] = await identity.dataSource.query('SELECT * FROM users WHERE email = $1', [email]);
  return user;
}

describe('sign-up page', () => {
  it('creates the user, their personal workspace and the registered event, and queues the verification e-mail', async () => {
    const { response } = await signUp(
      { name: '  Bruno Lima ', email: 'Bruno.Lima@Example.com', password: 'Segredo-forte9' },
      '?lang=en',
    );
    await expectMailboxAnswer(response, 'bruno.lima@example.com');

    const user = await userByEmail('bruno.lima@example.com');
    expect(user).toMatchObject({ name: 'Bruno Lima', lang: 'en', email_verified_at: null });
    expect(user.registration_completed_at).toBeInstanceOf(Date);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    await expect(argon2.verify(user.password_hash, 'Segredo-forte9')).resolves.toBe(true);

    const [organization] = await identity.dataSource.query('SELECT * FROM organizations WHERE id = $1', [
      user.personal_organization_id,
    ]);
    expect(organization).toMatchObject({
      name: 'Bruno Lima',
      is_personal: true,
      created_by_user_id: user.id,
    });
    const [membership] = await identity.dataSource.query(
      `SELECT m.is_owner, r.name AS role_name, r.is_default FROM memberships m JOIN roles r ON r.id = m.role_id
        WHERE m.user_id = $1 AND m.organization_id = $2`,
      [user.id, organization.id],
    );
    expect(membership).toEqual({ is_owner: true, role_name: 'Usuário', is_default: true });

    const [event] = await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.user.registered'`,
    );
    expect(event.payload).toMatchObject({
      user: { id: user.id, email: 'bruno.lima@example.com', name: 'Bruno Lima', lang: 'en' },
      personalOrganizationId: organization.id,
    });

    const email = await lastEmail(identity.config, 'bruno.lima@example.com', 'verify-email');
    expect(email).toMatchObject({ locale: 'en', params: { name: 'Bruno Lima', link: expect.any(String) } });
    expect(email.params.link).toMatch(new RegExp(`^${identity.url}/oidc/verify-email\\?token=`));
    // Only the digest of the link's token is stored.
    const token = new URL(email.params.link).searchParams.get('token')!;
    const stored = await identity.dataSource.query(
      'SELECT token_hash, expires_at, created_at FROM email_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const hours = (stored[0].expires_at.getTime() - stored[0].created_at.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
  });

  it('marks the e-mail verified from the link, once', async () => {
    const email = await lastEmail(identity.config, 'bruno.lima@example.com', 'verify-email');
    const link = new URL(email.params.link);
    const first = await new Browser(identity.url).request(`${link.pathname}${link.search}&lang=en`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Email confirmed');
    expect((await userByEmail('bruno.lima@example.com')).email_verified_at).toBeInstanceOf(Date);
    const events = await identity.dataSource.query(
      `SELECT 1 FROM outbox_events WHERE subject = 'rubrica.identity.user.updated'`,
    );
    expect(events).toHaveLength(1);

    const second = await new Browser(identity.url).request(`${link.pathname}${link.search}&lang=en`);
    expect(second.status).toBe(410);
    expect(await second.text()).toContain('Invalid or expired link');
  });

  it('refuses an expired verification link', async () => {
    const { browser } = await signUp({
      name: 'Carla',
      email: 'carla@example.com',
      password: 'Segredo-forte9',
    });
    const email = await lastEmail(identity.config, 'carla@example.com', 'verify-email');
    await identity.dataSource.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second'`);
    const link = new URL(email.params.link);
    const response = await browser.request(`${link.pathname}${link.search}`);
    expect(response.status).toBe(410);
    expect((await userByEmail('carla@example.com')).email_verified_at).toBeNull();
  });

  it('shows each field problem beside its field and keeps what was typed (escaped)', async () => {
    const { response } = await signUp(
      { name: '<script>alert(1)</script>', email: 'not-an-email', password: 'short' },
      '?lang=en',
    );
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Enter a valid email address.');
    expect(page).toContain('The password must be at least 10 characters.');
    expect(page).toContain('The password must contain an uppercase letter.');
    expect(page).toContain('The password must contain a digit.');
    expect(page).not.toContain('The password must contain a lowercase letter.');
    expect(page).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toMatch(/id="field-email"[^>]*aria-invalid="true"/);
    expect(await userByEmail('not-an-email')).toBeUndefined();
  });

  it('requires the name', async () => {
    const { response } = await signUp(
      { name: '   ', email: 'noname@example.com', password: 'Segredo-forte9' },
      '?lang=en',
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/id="field-name-error">\s*This field is required\./);
  });

  it('answers an e-mail that already has an account (whatever its case) as a new one, and mails its owner', async () => {
    const { response } = await signUp(
      { name: 'Other', email: 'BRUNO.LIMA@example.com', password: 'Segredo-forte9' },
      '?lang=en',
    );
    await expectMailboxAnswer(response, 'bruno.lima@example.com');
    const mail = await lastEmail(identity.config, 'bruno.lima@example.com', 'account-exists');
    expect(mail).toMatchObject({
      params: { name: 'Bruno Lima', resetLink: `${identity.url}/oidc/forgot-password` },
    });
    const users = await identity.dataSource.query('SELECT 1 FROM users WHERE lower(email) = $1', [
      'bruno.lima@example.com',
    ]);
    expect(users).toHaveLength(1);
  });

  it('refuses a post without the form token (CSRF)', async () => {
    const browser = new Browser(identity.url);
    const form = await openSignUp(browser);
    const forged = await browser.request(form.action, {
      form: { name: 'Mallory', email: 'mallory@example.com', password: 'Segredo-forte9' },
    });
    expect(forged.status).toBe(403);
    // A token from another browser does not match this browser's cookie either.
    const other = await openSignUp(new Browser(identity.url));
    const crossed = await browser.request(form.action, {
      form: { ...other.fields, name: 'Mallory', email: 'mallory@example.com', password: 'Segredo-forte9' },
    });
    expect(crossed.status).toBe(403);
    expect(await userByEmail('mallory@example.com')).toBeUndefined();
  });
});

describe('POST /me/resend-email-verification', () => {
  it('queues a new link for an unverified user, at most once a minute', async () => {
    const user = await userByEmail('carla@example.com');
    const before = (await queuedEmails(identity.config)).filter(
      (mail) => mail.to === 'carla@example.com',
    ).length;
    const response = await fetch(`${identity.url}/me/resend-email-verification`, {
      method: 'POST',
      headers: await asGateway('identity', { 'x-user-id': user.id }),
    });
    expect(response.status).toBe(204);
    const after = (await queuedEmails(identity.config)).filter((mail) => mail.to === 'carla@example.com');
    expect(after).toHaveLength(before + 1);
    // The new link works (the earlier one had expired).
    const link = new URL(after.at(-1)!.params.link);
    expect((await fetch(`${identity.url}${link.pathname}${link.search}`)).status).toBe(200);

    const again = await fetch(`${identity.url}/me/resend-email-verification`, {
      method: 'POST',
      headers: await asGateway('identity', { 'x-user-id': user.id }),
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ message: 'Your email address is already verified.' });
  });

  it('answers 429 when asked again within the minute', async () => {
    await signUp({ name: 'Davi', email: 'davi@example.com', password: 'Segredo-forte9' });
    const user = await userByEmail('davi@example.com');
    const send = async () =>
      fetch(`${identity.url}/me/resend-email-verification`, {
        method: 'POST',
        headers: await asGateway('identity', { 'x-user-id': user.id }),
      });
    expect((await send()).status).toBe(204);
    const second = await send();
    expect(second.status).toBe(429);
    expect(((await second.json()) as { message: string }).message).toMatch(/^Please wait \d+ seconds/);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${identity.url}/me/resend-email-verification`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});
