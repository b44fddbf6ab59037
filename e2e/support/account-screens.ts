// What the account screens' browser specs share: steps that stop after the first failure, a page
// signed in with an organization selected, the accessibility check, and shots at two widths.
import { join } from 'node:path';

import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import type { BrowserClient } from './browser-client.js';
import { shareSession } from './browser-session.js';
import type { Account, PagesStack } from './identity-stack.js';
import { memberWith } from './organization-members.js';
import { BROWSER_WAIT_MS } from './chromium.js';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 780 };
export const WAIT_MS = BROWSER_WAIT_MS;

export const shoot = (page: Page, folder: string, name: string) =>
  page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });

/**
 * Steps that build on each other: after a failure the rest stop at once, naming the one that
 * broke, and the page at the failure is shot.
 */
export function orderedSteps(currentPage: () => Page | undefined, folder: string) {
  let broken = false;
  return (name: string, work: () => Promise<void>, timeoutMs = 60_000) =>
    it(
      name,
      async () => {
        if (broken) throw new Error('an earlier step failed');
        try {
          await work();
        } catch (error) {
          broken = true;
          const page = currentPage();
          if (page) await shoot(page, folder, 'failure').catch(() => undefined);
          throw error;
        }
      },
      timeoutMs,
    );
}

/** The serious and critical accessibility violations on the page as it stands, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A page of its own in pt-BR, signed in as `client` with `organization` selected (as the switcher leaves it). */
export async function signedInPage(
  browser: Browser,
  contexts: BrowserContext[],
  url: string,
  client: BrowserClient,
  organization: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: DESKTOP, deviceScaleFactor: 1 });
  contexts.push(context);
  await shareSession(context, client, url);
  const stored = Buffer.from(organization).toString('base64');
  await context.addInitScript({ content: `localStorage.setItem('rubrica.organization', '${stored}');` });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  return page;
}

/** The page shot at 1366 px, then at 360 px (where nothing may scroll sideways), then back. */
export async function shootBothWidths(
  page: Page,
  folder: string,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  // Earlier steps' alerts would cover the page.
  for (const close of await page.getByRole('button', { name: /^(Fechar aviso|Cerrar aviso)$/ }).all())
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  await ready();
  await shoot(page, folder, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await ready();
  await shoot(page, folder, `${name}-360`);
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

/**
 * An owner's member holding `flags` but not ownership (organization spec §6: these screens are
 * administrators-only): each of `addresses` sends them to their profile, and the account sidebar
 * has no `entry`. Answers the member, to ask the server too.
 */
export async function memberSentToProfile(
  options: {
    browser: Browser;
    contexts: BrowserContext[];
    stack: PagesStack;
    owner: BrowserClient;
    account: Account;
  },
  addresses: readonly string[],
  entry: string,
): Promise<BrowserClient> {
  const { browser, contexts, stack, owner, account } = options;
  const member = await memberWith(stack, owner, account, ['send_envelopes', 'manage_users']);
  const page = await signedInPage(browser, contexts, stack.url, member, owner.organization!);
  for (const address of addresses) {
    await page.goto(`${stack.url}${address}`);
    await page.waitForURL(`${stack.url}/account/profile`);
  }
  const navigation = page.getByRole('navigation', { name: 'Navegação da conta' });
  await navigation.waitFor();
  expect(await navigation.getByRole('link', { name: entry }).count()).toBe(0);
  return member;
}
