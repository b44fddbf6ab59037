// The SPA's start-up and account shell in a real browser against the real stack (identity, the
// notifications worker with a local SMTP server, the gateway serving web/dist): a visitor is sent
// to sign in, signs up, is held on the verification page, verifies through the e-mail, signs in,
// sees who they are, and signs out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './support/chromium.js';
import { deliveredTo, startIdentityStack, type IdentityStack } from './support/identity-stack.js';
import { ensureFreshWebBuild, SCREENSHOTS } from './support/web-build.js';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const WAIT_MS = BROWSER_WAIT_MS;

const ACCOUNT = {
  name: 'Helena Prado Costa',
  email: `helena.${Date.now()}@example.com`,
  password: 'Assinar-rumo24',
};

let stack: IdentityStack;
let browser: Browser;
const contexts: BrowserContext[] = [];

const openPage = async (options: { locale: string; viewport: typeof DESKTOP }): Promise<Page> => {
  const context = await browser.newContext({ ...options, deviceScaleFactor: 1 });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return page;
};

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text }).waitFor();

const screenshot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The avatar menu's button (the app header is the page's first banner). */
const avatarButton = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: new RegExp(name) });

const signIn = submitSignInForm;

/**
 * Sign-out ends at the sign-in page; the authorization server may ask to confirm on the way (when
 * it cannot tell the request came from the app), and then the confirmation is given.
 */
async function finishSignOut(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: /^(Yes, sign out|Sim, sair)$/ });
  const signInPage = page.getByRole('heading', {
    level: 1,
    name: /^(Sign in to your account|Entre na sua conta)$/,
  });
  await confirm.or(signInPage).waitFor();
  if (await confirm.isVisible()) await confirm.click();
  await signInPage.waitFor();
}

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SCREENSHOTS, { recursive: true });
  stack = await startIdentityStack('spa_session');
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.stop();
});

describe('signing up, in and out of the SPA', () => {
  it('takes a new person from the dashboard address through sign-up, verification and sign-in, and out again', async () => {
    const page = await openPage({ locale: 'en-US', viewport: DESKTOP });

    // Without a session, start-up sends the browser to sign in, remembering where it was going.
    await page.goto(`${stack.url}/business/dashboard`);
    await heading(page, 'Sign in to your account');
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await screenshot(page, 'session-sign-in-en-1280');

    // Sign up from the sign-in page; the answer is the same whether or not the address already
    // had an account (it tells nobody who has one): check the mailbox, then sign in ...
    await page.getByRole('link', { name: 'Sign up' }).click();
    await heading(page, 'Create your account');
    await page.getByLabel('Name').fill(ACCOUNT.name);
    await page.getByLabel('Email').fill(ACCOUNT.email);
    await page.getByLabel('Password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading(page, 'Check your email');
    await page.getByRole('link', { name: 'Go to Rubrica' }).click();
    await heading(page, 'Sign in to your account');
    await signIn(page, ACCOUNT.email, ACCOUNT.password);

    // ... and the new account is held on the verification page until the e-mail is verified.
    await heading(page, 'Verify your e-mail');
    expect(pathOf(page)).toBe('/account/verify-email');
    expect(await page.getByText(ACCOUNT.email).isVisible()).toBe(true);
    const message = await deliveredTo(stack, ACCOUNT.email, '/oidc/verify-email');
    await screenshot(page, 'session-verify-email-en-1280');

    // Resending works once, then asks to wait a minute.
    const sent = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent you a new confirmation e-mail.' }).waitFor();
    await deliveredTo(stack, ACCOUNT.email, '/oidc/verify-email', sent);
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Please wait a minute before asking for another e-mail.' })
      .waitFor();
    await screenshot(page, 'session-verify-email-alerts-en-1280', false);

    // Signing out from there leads back to the sign-in page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await finishSignOut(page);

    // The link in the (first) e-mail verifies the address; the app then asks to sign in.
    const link = message.links.find((candidate) => candidate.includes('/oidc/verify-email'))!;
    await page.goto(link);
    await heading(page, 'Email confirmed');
    await page.getByRole('link', { name: 'Go to Rubrica' }).click();
    await heading(page, 'Sign in to your account');
    await signIn(page, ACCOUNT.email, ACCOUNT.password);

    // Signed in: the dashboard, with the user in the avatar menu and their workspace named. The
    // gateway may remember the unverified account for up to 10 s; the verification page waits that
    // out by itself, so the dashboard can take that long.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 25_000 });
    expect(pathOf(page)).toBe('/business/dashboard');
    const avatar = avatarButton(page, ACCOUNT.name);
    expect(await avatar.textContent()).toContain('HC');
    const organization = page.getByRole('banner').first().getByRole('combobox', { name: 'Organization' });
    expect(await organization.isDisabled()).toBe(true);
    expect(await organization.locator('option:checked').textContent()).toBe(`${ACCOUNT.name} (personal)`);
    expect(await page.getByRole('region', { name: 'Your plan' }).textContent()).toContain(ACCOUNT.name);
    expect(await page.evaluate("localStorage.getItem('rubrica.organization')")).not.toBeNull();
    await screenshot(page, 'session-dashboard-en-1280');

    await avatar.click();
    const panel = page.getByRole('banner').first();
    expect(await panel.getByText(ACCOUNT.email).isVisible()).toBe(true);
    await screenshot(page, 'session-avatar-menu-en-1280', false);

    // The account page says who is signed in.
    await panel.getByRole('link', { name: 'My account' }).click();
    await heading(page, 'My profile');
    expect(pathOf(page)).toBe('/account/profile');
    await page.getByRole('tab', { name: 'My account' }).click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(ACCOUNT.name);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(ACCOUNT.email);
    expect(await page.getByRole('navigation', { name: 'Account navigation' }).isVisible()).toBe(true);
    await screenshot(page, 'session-profile-en-1280');

    // Signing out forgets the organization and ends at the sign-in page.
    await avatarButton(page, ACCOUNT.name).click();
    await page.getByRole('banner').first().getByRole('button', { name: 'Sign out' }).click();
    await finishSignOut(page);
    expect(await page.evaluate("localStorage.getItem('rubrica.organization')")).toBeNull();

    // The session is really gone: the dashboard address asks to sign in again.
    await page.goto(`${stack.url}/business/dashboard`);
    await heading(page, 'Sign in to your account');
  });

  it('lays the verification page and the signed-in shell out for a 375 px phone', async () => {
    const page = await openPage({ locale: 'pt-BR', viewport: MOBILE });

    // Someone else signs up on the phone, in Portuguese, and lands on the verification page.
    await page.goto(`${stack.url}/business/dashboard`);
    await heading(page, 'Entre na sua conta');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await heading(page, 'Crie sua conta');
    const otavio = `otavio.${Date.now()}@example.com`;
    await page.getByLabel('Nome').fill('Otávio Reis');
    await page.getByLabel('E-mail').fill(otavio);
    await page.getByLabel('Senha').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await heading(page, 'Confira seu e-mail');
    await page.getByRole('link', { name: 'Ir para o Rubrica' }).click();
    await heading(page, 'Entre na sua conta');
    await signIn(page, otavio, ACCOUNT.password);
    await heading(page, 'Confirme o seu e-mail');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'session-verify-email-pt-BR-375');
    await page.getByRole('button', { name: 'Sair' }).click();
    await finishSignOut(page);

    // The verified account signs in on the way to its profile.
    await page.goto(`${stack.url}/account/profile`);
    await heading(page, 'Entre na sua conta');
    await signIn(page, ACCOUNT.email, ACCOUNT.password);

    // Back where the visitor was going, in English: the account's language (chosen at sign-up)
    // wins over the browser's while nothing was picked on this browser.
    await heading(page, 'My profile');
    expect(pathOf(page)).toBe('/account/profile');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'session-profile-en-375');

    // Picking a language saves it on the account and reloads in it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('aside').getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await heading(page, 'Meu perfil');
    const me = await page.evaluate(() =>
      fetch('/api/me').then((answer) => answer.json() as Promise<{ lang: string }>),
    );
    expect(me.lang).toBe('pt-BR');

    await page.goto(`${stack.url}/business/dashboard`);
    await heading(page, 'Início');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'session-dashboard-pt-BR-375');

    await avatarButton(page, ACCOUNT.name).click();
    await page.getByRole('banner').first().getByText(ACCOUNT.email).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'session-avatar-menu-pt-BR-375', false);
  });
});
