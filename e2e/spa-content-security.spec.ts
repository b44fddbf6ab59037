// The built SPA under the gateway's Content-Security-Policy in a real browser: the pages a signed-in
// person and a visitor open load and render with nothing refused (no inline script or style, no
// eval, nothing from an origin the build did not declare), and the sign-in pages keep theirs.
import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './support/chromium.js';
import {
  signUpThroughPages,
  startIdentityStack,
  type Account,
  type IdentityStack,
} from './support/identity-stack.js';
import { ensureFreshWebBuild, WEB_DIST } from './support/web-build.js';

/** What the page-side callbacks below use of the browser's globals. */
interface BrowserPage {
  document: {
    body?: { innerHTML: string };
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: {
        effectiveDirective: string;
        blockedURI: string;
        sourceFile: string;
        lineNumber: number;
      }) => void,
    ): void;
  };
  reportCspRefusal?: (text: string) => void;
}

const WAIT_MS = BROWSER_WAIT_MS;
const ANA: Account = {
  name: 'Ana Política',
  email: `ana.csp.${Date.now()}@example.com`,
  password: 'Assinar-rumo24',
};

let stack: IdentityStack;
let browser: Browser;
let context: BrowserContext;
/** Every CSP refusal the browser reported, as `directive blocked-uri` (page, then text). */
const refused: string[] = [];

async function recordRefusals(page: Page): Promise<void> {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportCspRefusal', (text: string) => refused.push(`${page.url()}: ${text}`));
}

beforeAll(async () => {
  ensureFreshWebBuild();
  stack = await startIdentityStack('e2e_csp', { gateway: { WEB_DIST } });
  await signUpThroughPages(stack, ANA);
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'pt-BR' });
  // Init scripts run through the debugger protocol, which the page's policy does not govern.
  await context.addInitScript(() => {
    // This runs in the page; the test program is compiled without the DOM's types.
    const page = globalThis as unknown as BrowserPage;
    page.document.addEventListener('securitypolicyviolation', (event) => {
      page.reportCspRefusal?.(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('the SPA under its Content-Security-Policy', () => {
  it('signs in and opens the main pages with nothing refused', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await recordRefusals(page);
    const first = await page.goto(`${stack.url}/business/dashboard`);
    await submitSignInForm(page, ANA.email, ANA.password);
    await page.waitForURL(`${stack.url}/business/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(first?.headers()['content-security-policy']).toBeDefined();

    for (const path of [
      '/business/documents/sent',
      '/business/envelopes/new',
      '/business/storage',
      '/business/users',
      '/business/organizations/settings',
      '/business/checker',
      '/business/no-such-page',
    ]) {
      const response = await page.goto(`${stack.url}${path}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });

  it('signs out through the authorization server with nothing refused', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await recordRefusals(page);
    // The app posts the gateway's sign-out form; the gateway ends the session and sends the
    // browser to identity's end-session step, whose form a served script sends; the app then asks
    // to sign in again.
    await page.goto(`${stack.url}/account/profile`);
    await page.getByRole('main').getByRole('button', { name: 'Sair da conta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Entre na sua conta' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await page.close();
    expect(refused).toEqual([]);
  });

  it('opens the public pages as a visitor with nothing refused', async () => {
    const visitor = await browser.newContext({ locale: 'en' });
    const page = await visitor.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await recordRefusals(page);
    for (const path of ['/public/checker', '/public/envelopes/viewer/not-a-real-token']) {
      await page.goto(`${stack.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await visitor.close();
    expect(refused).toEqual([]);
  });

  it('cannot be framed by another site (and a refusal is seen when one happens)', async () => {
    const page = await context.newPage();
    const framing: string[] = [];
    page.on('console', (message) => framing.push(message.text()));
    await page.setContent(`<iframe src="${stack.url}/business/dashboard"></iframe>`);
    await page.waitForTimeout(1_000);
    const framed = page.frames().find((frame) => frame.url().startsWith(stack.url));
    const loaded = framed
      ? await framed
          .evaluate(() => (globalThis as unknown as BrowserPage).document.body?.innerHTML ?? '')
          .catch(() => '')
      : '';
    expect(loaded).not.toContain('root');
    expect(framing.join('\n')).toContain("frame-ancestors 'none'");
    await page.close();
  });
});
