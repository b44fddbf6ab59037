// An accessibility scan (axe) of the pages the identity stack alone can serve: the signed-in
// dashboard and documents list, the 404 page, the public verifier and the sign-in page, on a
// desktop and on a 375 px phone. Serious and critical violations fail the test.
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './support/chromium.js';
import {
  signUpThroughPages,
  startIdentityStack,
  type Account,
  type IdentityStack,
} from './support/identity-stack.js';
import { ensureFreshWebBuild, WEB_DIST } from './support/web-build.js';

const VIEWPORTS = [
  ['1280', { width: 1280, height: 800 }],
  ['375', { width: 375, height: 812 }],
] as const;
const WAIT_MS = BROWSER_WAIT_MS;
const BLOCKING = new Set(['serious', 'critical']);

const ANA: Account = {
  name: 'Ana Ribeiro',
  email: `ana.a11y.${Date.now()}@example.com`,
  password: 'Assinar-rumo24',
};

let stack: IdentityStack;
let browser: Browser;
const contexts: BrowserContext[] = [];

const openPage = async (viewport: { width: number; height: number }): Promise<Page> => {
  const context = await browser.newContext({ locale: 'pt-BR', viewport, deviceScaleFactor: 1 });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return page;
};

/** The serious and critical violations on the page as it stands, one line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

beforeAll(async () => {
  ensureFreshWebBuild();
  stack = await startIdentityStack('e2e_spa_a11y', { gateway: { WEB_DIST } });
  await signUpThroughPages(stack, ANA);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.stop();
});

it('the scan itself reports a serious violation when there is one', async () => {
  const page = await openPage(VIEWPORTS[0][1]);
  await page.setContent(
    '<html lang="pt-BR"><head><title>t</title></head><body><main><img src="x.png"></main></body></html>',
  );
  expect((await blockingViolations(page)).join('\n')).toContain('image-alt');
});

describe.each(VIEWPORTS)('accessibility at %s px', (_name, viewport) => {
  it('the sign-in page, then the dashboard and the documents list, have no serious violations', async () => {
    const page = await openPage(viewport);
    await page.goto(`${stack.url}/business/dashboard`);
    await page.getByRole('button').first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await submitSignInForm(page, ANA.email, ANA.password);
    await page.waitForURL(`${stack.url}/business/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(`${stack.url}/business/documents/inbox`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('the 404 page has no serious violations', async () => {
    const page = await openPage(viewport);
    await page.goto(`${stack.url}/no/such/page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('the public verifier has no serious violations, on both tabs', async () => {
    const page = await openPage(viewport);
    await page.goto(`${stack.url}/public/checker`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Integridade do documento' }).click();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
