// The built SPA in a real browser, served by the real gateway to a signed-in person: history-mode
// routes load directly, the language switcher works and is remembered, unknown addresses get the
// 404 page, phones get a menu drawer, and the public pages need no sign-in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './support/chromium.js';
import {
  signInBrowser,
  signUpThroughPages,
  startIdentityStack,
  type Account,
  type IdentityStack,
} from './support/identity-stack.js';
import { ensureFreshWebBuild, SCREENSHOTS, WEB_DIST } from './support/web-build.js';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const WAIT_MS = BROWSER_WAIT_MS;

const stamp = Date.now();
const ANA: Account = {
  name: 'Ana Ribeiro',
  email: `ana.spa.${stamp}@example.com`,
  password: 'Assinar-rumo24',
};
const ELENA: Account = {
  name: 'Elena Ruiz',
  email: `elena.spa.${stamp}@example.com`,
  password: 'Firmar2024x',
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

/** Opens a signed-in page: the dashboard sends a visitor to sign in, and back after it. */
async function signedInPage(account: Account, options: { locale: string; viewport: typeof DESKTOP }) {
  const page = await openPage(options);
  await page.goto(`${stack.url}/business/dashboard`);
  await submitSignInForm(page, account.email, account.password);
  await page.waitForURL(`${stack.url}/business/dashboard`);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SCREENSHOTS, { recursive: true });
  stack = await startIdentityStack('e2e_spa', { gateway: { WEB_DIST } });
  await signUpThroughPages(stack, ANA);
  await signUpThroughPages(stack, ELENA);
  // Elena's account speaks Spanish: the SPA adopts the account's language when the browser has
  // no stored preference.
  const elena = await signInBrowser(stack, ELENA.email, ELENA.password);
  expect((await elena.api('POST', '/me/language', { json: { lang: 'es' } })).status).toBeLessThan(300);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.stop();
});

describe('SPA in the browser', () => {
  it('opens /business/dashboard directly in pt-BR, switches to English and remembers it', async () => {
    const page = await signedInPage(ANA, { locale: 'pt-BR', viewport: DESKTOP });
    await heading(page).filter({ hasText: 'Início' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('pt-BR');
    expect(await page.getByRole('navigation', { name: 'Navegação principal' }).isVisible()).toBe(true);
    await screenshot(page, 'dashboard-pt-BR-1280');

    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await heading(page).filter({ hasText: 'Home' }).waitFor();
    expect(await page.getByRole('link', { name: 'New envelope' }).isVisible()).toBe(true);
    expect(await page.evaluate("localStorage.getItem('rubrica.language')")).toBe(btoa('en'));
    await screenshot(page, 'dashboard-en-1280');

    // The stored preference beats the browser's pt-BR after a reload.
    await page.reload();
    await heading(page).filter({ hasText: 'Home' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
  });

  it('redirects /business to the dashboard', async () => {
    const page = await signedInPage(ANA, { locale: 'pt-BR', viewport: DESKTOP });
    await page.goto(`${stack.url}/business`);
    await page.waitForURL(`${stack.url}/business/dashboard`);
    await heading(page).first().waitFor();
  });

  it('shows the 404 page for an unknown address and leads back to the dashboard', async () => {
    const page = await openPage({ locale: 'pt-BR', viewport: DESKTOP });
    const response = await page.goto(`${stack.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await heading(page).filter({ hasText: 'Página não encontrada' }).waitFor();
    await screenshot(page, 'not-found-pt-BR-1280');

    // The way back leads through sign-in for a visitor.
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await submitSignInForm(page, ANA.email, ANA.password);
    // (In the account's language, which the first test may have changed.)
    await page.waitForURL(`${stack.url}/business/dashboard`);
    await heading(page).first().waitFor();
  });

  it("lays the dashboard out for a 375 px phone in the account's language, with a menu drawer", async () => {
    const page = await signedInPage(ELENA, { locale: 'es-ES', viewport: MOBILE });
    await heading(page).filter({ hasText: 'Inicio' }).waitFor();

    // Nothing wider than the screen (a horizontal scrollbar is the usual mobile breakage).
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    expect(await nav.isVisible()).toBe(false);
    await screenshot(page, 'dashboard-es-375');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await nav.waitFor({ state: 'visible' });
    await page.screenshot({ path: join(SCREENSHOTS, 'menu-es-375.png'), animations: 'disabled' });

    // Following a link closes the drawer.
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await nav.waitFor({ state: 'hidden' });

    await page.goto(`${stack.url}/business/no-such-page`);
    await heading(page).filter({ hasText: 'Página no encontrada' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'not-found-es-375');
  });

  it('serves the public verifier without a sign-in', async () => {
    const page = await openPage({ locale: 'en-US', viewport: DESKTOP });
    await page.goto(`${stack.url}/public`);
    await heading(page).filter({ hasText: 'Verifier' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/public/checker');
    await screenshot(page, 'checker-en-1280');
  });
});
