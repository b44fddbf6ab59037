// What the browser journeys share (e2e/web-envelope-journey.spec.ts in English, the Spanish one in
// e2e/web-journey-es.spec.ts): pages in one language at the desktop width, screenshots, steps that
// stop once one broke, and a recipient acting in the signing viewer from the e-mail they got.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ParsedMessage } from '@rubrica/testing';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './chromium.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './envelope-stack.js';
import { ensureFreshWebBuild, ROOT } from './web-build.js';

export const DESKTOP = { width: 1366, height: 900 };
export const VIEWER_LINK = '/business/envelopes/viewer/';
export const DOWNLOAD_LINK = '/business/envelopes/download/';
const WAIT_MS = BROWSER_WAIT_MS;

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

export const linkIn = (message: ParsedMessage, part: string): string => {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${message.subject}" to ${message.to.join(', ')}`);
  return link;
};

export const savedBytes = async (download: Download) => readFile((await download.path())!);

/**
 * Whether pdf.js has drawn the first page of the shown document: its title line (dark text near
 * the top of the page) is on the canvas. The e2e project has no DOM types: the page's are named here.
 */
interface PageCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
}
// A function, not a string: the page's CSP (script-src 'self') refuses strings evaluated in it.
export const firstPageDrawn = (page: Page) =>
  page.waitForFunction(() => {
    const { document } = globalThis as unknown as {
      document: { querySelector(selector: string): PageCanvas | null };
    };
    const canvas = document.querySelector('section[data-page="1"] canvas');
    if (!canvas || canvas.width === 0) return false;
    const band = canvas.getContext('2d').getImageData(0, 0, canvas.width, Math.ceil(canvas.height * 0.12));
    for (let index = 0; index < band.data.length; index += 4)
      if (band.data[index]! < 80 && band.data[index + 3]! > 0) return true;
    return false;
  });

/**
 * A journey's browser pages (one locale, the desktop width, a location for the signature page) and
 * its steps: each builds on the ones before, so after a failure the rest stop at once (naming the
 * step that broke) instead of each waiting out its own timeouts. A failure shoots the last page.
 */
export class BrowserJourney {
  /** The page a failure is shown on. */
  lastPage: Page | undefined;
  private browser: Browser | undefined;
  private readonly contexts: BrowserContext[] = [];
  private readonly folder: string;
  private broken = false;

  constructor(
    folder: string,
    private readonly locale: string,
  ) {
    this.folder = join(ROOT, 'test-results', folder);
  }

  /**
   * Before the steps: the built SPA, the stack `name` (handed to `started`) and Chromium; after
   * them, all stopped.
   */
  withStack(name: string, started: (stack: EnvelopeStack) => void): void {
    let stack: EnvelopeStack | undefined;
    beforeAll(async () => {
      ensureFreshWebBuild();
      mkdirSync(this.folder, { recursive: true });
      stack = await startEnvelopeStack(name);
      started(stack);
      this.browser = await launchChromium();
    }, 240_000);
    afterAll(async () => {
      await this.close();
      await this.browser?.close();
      await stack?.stop();
    });
  }

  async newPage(): Promise<Page> {
    // A location for the signature page; without one the viewer simply goes on (spec §8).
    const context = await this.browser!.newContext({
      locale: this.locale,
      viewport: DESKTOP,
      deviceScaleFactor: 1,
      geolocation: { latitude: -23.5505, longitude: -46.6333 },
      permissions: ['geolocation'],
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    this.lastPage = page;
    return page;
  }

  shot(page: Page, name: string, fullPage = false): Promise<Buffer> {
    return page.screenshot({ path: join(this.folder, `${name}.png`), fullPage, animations: 'disabled' });
  }

  step(name: string, work: () => Promise<void>, timeoutMs = 90_000): void {
    it(
      name,
      async () => {
        if (this.broken) throw new Error('an earlier step of the journey failed');
        try {
          await work();
        } catch (error) {
          this.broken = true;
          if (this.lastPage) await this.shot(this.lastPage, 'failure', true).catch(() => undefined);
          throw error;
        }
      },
      timeoutMs,
    );
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close().catch(() => undefined);
  }
}

/** What the signing viewer's controls are called in the journey's language. */
export interface ViewerWords {
  info: string;
  continue: string;
  /** The signature field's button (its title). */
  signature: string;
  creator: string;
  drawTab: string;
  drawingArea: string;
  saveAndUse: string;
  terms: RegExp;
}

/** The recipient opens the viewer link of the e-mail they were sent, in a page without a session. */
export async function openFromMail(
  journey: BrowserJourney,
  stack: EnvelopeStack,
  email: string,
  words: ViewerWords,
  shotName?: string,
): Promise<Page> {
  const message = await mailTo(stack, email, VIEWER_LINK, 0, 60_000);
  const page = await journey.newPage();
  await page.goto(linkIn(message, VIEWER_LINK));
  const info = page.getByRole('dialog', { name: words.info });
  await info.waitFor();
  if (shotName) await journey.shot(page, shotName);
  await info.getByRole('button', { name: words.continue }).click();
  return page;
}

/**
 * Draws a stroke with the mouse in the signature creator `creator`, on its draw tab (which it opens
 * on when that is the only one, as for in-person signers).
 */
export async function drawSignature(
  page: Page,
  creator: Locator,
  words: Pick<ViewerWords, 'drawTab' | 'drawingArea'>,
): Promise<void> {
  const tab = creator.getByRole('tab', { name: words.drawTab });
  if (await tab.isVisible()) await tab.click();
  const box = (await creator.getByLabel(words.drawingArea).boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let stroke = 1; stroke <= 12; stroke += 1)
    await page.mouse.move(box.x + 30 + stroke * 25, box.y + box.height * (0.6 - 0.3 * Math.sin(stroke / 2)));
  await page.mouse.up();
}

/**
 * Makes the signature in the creator (typed by default, or drawn with the mouse) and waits until
 * the field shows it. `beforeSave` sees the creator filled.
 */
export async function signWith(
  page: Page,
  words: ViewerWords,
  signature: 'type' | 'draw',
  beforeSave?: () => Promise<unknown>,
): Promise<void> {
  await page.getByRole('button', { name: words.signature, exact: true }).click();
  const creator = page.getByRole('dialog', { name: words.creator });
  await creator.waitFor();
  if (signature === 'draw') await drawSignature(page, creator, words);
  await beforeSave?.();
  await creator.getByRole('button', { name: words.saveAndUse }).click();
  await creator.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: words.signature, exact: true }).locator('img').waitFor();
}

/**
 * Spec §4: the action is accepted (202, request sent) and the viewer reads the outcome again until
 * it is known; the terms are ticked first when the page asks for them.
 */
export async function finish(page: Page, words: ViewerWords, button: string, outcome: string): Promise<void> {
  const terms = page.getByLabel(words.terms);
  if (await terms.isVisible()) await terms.check();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog', { name: outcome }).waitFor({ timeout: 45_000 });
}

/** What the sign-up and sign-in pages and the home page are called in the journey's language. */
export interface SignUpWords {
  signIn: string;
  signUpLink: string;
  signUp: string;
  name: string;
  email: string;
  password: string;
  create: string;
  checkEmail: string;
  confirmed: string;
  goToApp: string;
  home: string;
}

/**
 * A new person signs up on the real pages from the app's address, follows the verification link
 * of the e-mail they got and reaches the home page, signing in when the verification left the
 * browser signed out. `beforeCreate` sees the filled form.
 */
export async function signUpInPages(
  page: Page,
  stack: EnvelopeStack,
  account: { name: string; email: string; password: string },
  words: SignUpWords,
  beforeCreate?: () => Promise<unknown>,
): Promise<void> {
  await page.goto(`${stack.url}/business/dashboard`);
  await heading(page, words.signIn);
  await page.getByRole('link', { name: words.signUpLink }).click();
  await heading(page, words.signUp);
  await page.getByLabel(words.name).fill(account.name);
  await page.getByLabel(words.email).fill(account.email);
  await page.getByLabel(words.password).fill(account.password);
  await beforeCreate?.();
  await page.getByRole('button', { name: words.create }).click();
  await heading(page, words.checkEmail);

  const verification = await mailTo(stack, account.email, '/oidc/verify-email');
  await page.goto(linkIn(verification, '/oidc/verify-email'));
  await heading(page, words.confirmed);
  await page.getByRole('link', { name: words.goToApp }).click();
  const home = page.getByRole('heading', { level: 1, name: words.home });
  const signIn = page.getByRole('heading', { level: 1, name: words.signIn });
  // The gateway may remember the unverified account for a few seconds; the app waits it out.
  await home.or(signIn).waitFor({ timeout: 30_000 });
  if (await signIn.isVisible()) await submitSignInForm(page, account.email, account.password);
  await home.waitFor({ timeout: 30_000 });
}

/** Steps through a wizard step's onboarding (spec §2) and closes it. */
export async function dismissOnboarding(
  page: Page,
  title: string,
  nextClicks: number,
  words: { next: string; done: string },
): Promise<void> {
  const onboarding = page.getByRole('dialog', { name: title });
  await onboarding.waitFor();
  for (let click = 0; click < nextClicks; click += 1)
    await onboarding.getByRole('button', { name: words.next }).click();
  await onboarding.getByRole('button', { name: words.done }).click();
  await onboarding.waitFor({ state: 'detached' });
}
