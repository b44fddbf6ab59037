// Every main screen at the narrowest phone (360 px), a tablet (768 px, the spec's mobile
// threshold) and a wide desktop (1920 px), in a real browser against the whole stack: no screen
// may scroll sideways (the issue: "no layout breaks from 360 px to 1920 px wide") and each keeps
// its key controls on screen. Screenshots of every screen at every width are kept as artifacts.
// Last, a token link opened by a browser that still holds the cookies of an ended session shows
// the public viewer (the cookies are cleared) instead of asking for sign-in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { ParsedMessage } from '@rubrica/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import type { BrowserClient } from './support/browser-client.js';
import { shareSession } from './support/browser-session.js';
import { launchChromium, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-widths');
const WIDTHS = [360, 768, 1920] as const;
const MOBILE_BELOW = 768;
const WAIT_MS = BROWSER_WAIT_MS;
const VIEWER_LINK = '/business/envelopes/viewer/';

const stamp = Date.now();
const SENDER = { name: 'Wanda Width', email: `wanda.${stamp}@larguras.example`, password: 'Orbita-2024' };
const SIGNER = { name: 'Sara Signer', email: `sara.${stamp}@cliente.example` };

let stack: EnvelopeStack;
let browser: Browser;
let sender: BrowserClient;
let draftId: string;
let sentId: string;
let viewerLink: string;
const contexts: BrowserContext[] = [];

function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

const linkIn = (message: ParsedMessage, part: string): string => {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${message.subject}"`);
  return link;
};

/** An envelope with one PDF and a signer holding a signature field; answers its id. */
async function envelopeFor(title: string): Promise<string> {
  const created = await sender.api('POST', '/envelopes', { json: { title } });
  expectStatus(created, 201);
  const id: string = created.body.id;
  const document = await sender.api('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', await multiPagePdf(title, 2), 'application/pdf', 'contrato-de-prestacao.pdf'),
  });
  expectStatus(document, 201);
  const recipient = await sender.api('POST', `/envelopes/${id}/recipients`, {
    json: { type: 'signer', routing_order: null, addressees: [{ value: SIGNER.email, name: SIGNER.name }] },
  });
  expectStatus(recipient, 201);
  const field = await sender.api('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
    json: {
      recipient_id: recipient.body.id,
      type: 'signature',
      is_required: true,
      widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.7, width: 0.3, height: 0.06 }],
    },
  });
  expectStatus(field, 201);
  return id;
}

/** A browser context signed in as the sender (the session of the API client, in the browser's jar). */
async function senderContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', deviceScaleFactor: 1 });
  contexts.push(context);
  await shareSession(context, sender, stack.url);
  return context;
}

async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    deviceScaleFactor: 1,
    geolocation: { latitude: -23.5505, longitude: -46.6333 },
    permissions: ['geolocation'],
  });
  contexts.push(context);
  return context;
}

// Text, run in the page: the e2e project has no DOM types.
const OVERFLOW = `(() => ({
  scrollWidth: document.documentElement.scrollWidth,
  innerWidth: window.innerWidth,
  wide: [...document.querySelectorAll('body *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > window.innerWidth + 1 && getComputedStyle(element).position !== 'fixed';
    })
    .slice(0, 5)
    .map((element) => element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '')),
}))()`;

/**
 * Keeps a screenshot of the screen and answers what scrolls sideways: null when nothing does,
 * else the screen, its width and the elements past the right edge (to say what to fix).
 */
async function overflowOf(page: Page, screen: string, width: number): Promise<string | null> {
  // Layout settles after fonts and late data; wait for the network to go quiet first.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.screenshot({
    path: join(SHOTS, `${screen}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  const measured = (await page.evaluate(OVERFLOW)) as {
    scrollWidth: number;
    innerWidth: number;
    wide: string[];
  };
  return measured.scrollWidth <= measured.innerWidth
    ? null
    : `${screen} at ${width} px is ${measured.scrollWidth} px wide (${measured.wide.join(', ')})`;
}

async function expectVisible(locators: Locator[]): Promise<void> {
  for (const locator of locators) await locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** The shell's way to navigate: the sidebar on wide screens, the menu button below 768 px. */
const shellControls = (page: Page, width: number, account = false): Locator[] =>
  width < MOBILE_BELOW
    ? [page.getByRole('button', { name: /Open menu|Abrir menu|Abrir menú/ })]
    : account
      ? [
          page.getByRole('navigation', {
            name: /Account navigation|Navegação da conta|Navegación de la cuenta/,
          }),
        ]
      : [page.getByRole('link', { name: /New envelope|Novo envelope|Nuevo sobre/ })];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

interface Screen {
  name: string;
  path: () => string;
  controls: (page: Page) => Locator[];
  /** In the public layout, without the sidebar (the legal texts). */
  public?: true;
  /** In the account area, whose sidebar has the account's pages instead of "New envelope". */
  account?: true;
  /** What to do on the screen before measuring it. */
  prepare?: (page: Page) => Promise<void>;
}

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: () => '/business/dashboard',
    controls: (page) => [h1(page)],
  },
  {
    name: 'documents',
    path: () => '/business/documents/sent',
    controls: (page) => [h1(page), page.getByRole('searchbox')],
  },
  {
    name: 'detail',
    path: () => `/business/documents/info/${sentId}`,
    controls: (page) => [h1(page)],
  },
  ...(['documents', 'recipients', 'fields', 'review'] as const).map((step) => ({
    name: `wizard-${step}`,
    path: () => `/business/envelopes/${draftId}/${step}`,
    controls: (page: Page) => [page.getByRole('navigation', { name: /Envelope steps|Etapas/ })],
  })),
  {
    name: 'plan',
    path: () => '/account/billing/plan?tab=plan-details',
    account: true,
    controls: (page) => [h1(page), page.getByRole('navigation', { name: /Plan tabs|Abas do plano/ })],
  },
  {
    name: 'terms-of-use',
    path: () => '/legal/terms-of-use',
    controls: (page) => [
      h1(page),
      page.getByRole('navigation', { name: /Legal documents|Documentos legais/ }),
    ],
    public: true,
  },
  {
    name: 'storage',
    path: () => '/business/storage',
    controls: (page) => [
      h1(page),
      page.getByRole('searchbox'),
      page.getByRole('button', { name: /^(New|Novo|Nuevo)$/ }),
    ],
  },
  {
    name: 'storage-list',
    path: () => '/business/storage',
    controls: (page) => [
      h1(page),
      page.getByRole('searchbox'),
      page.getByRole('button', { name: /^(New|Novo|Nuevo)$/ }),
    ],
    prepare: async (page) => {
      await page.getByRole('button', { name: /^(List|Lista)$/ }).click();
      await page.getByRole('table').waitFor();
    },
  },
];

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_widths');
  browser = await launchChromium();
  await signUpThroughPages(stack, SENDER);
  sender = await signInBrowser(stack, SENDER.email, SENDER.password);
  const organizations = await sender.api('GET', '/organizations');
  expectStatus(organizations, 200);
  sender.organization = organizations.body.data[0].id;

  draftId = await envelopeFor('Rascunho com um nome de documento bem comprido para testar larguras');
  sentId = await envelopeFor('Contrato enviado');
  expectStatus(await sender.api('POST', `/envelopes/${sentId}/send`, { json: {} }), 200);
  // Storage with a long folder name and a file, so its grid and list have something to lay out.
  expectStatus(
    await sender.api('POST', '/items', {
      json: { name: 'Contratos de prestação de serviços de 2026 e aditivos' },
    }),
    201,
  );
  expectStatus(
    await sender.api('POST', '/items/upload', {
      form: fileForm(
        'file',
        await multiPagePdf('Arquivo', 1),
        'application/pdf',
        'proposta-comercial-revisada-final.pdf',
      ),
    }),
    201,
  );
  viewerLink = linkIn(await mailTo(stack, SIGNER.email, VIEWER_LINK, 0, 60_000), VIEWER_LINK);
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('every main screen from 360 to 1920 px wide', () => {
  for (const width of WIDTHS) {
    it(`fits the signed-in screens at ${width} px, with their key controls on screen`, async () => {
      const page = await (await senderContext()).newPage();
      page.setDefaultTimeout(WAIT_MS);
      await page.setViewportSize({ width, height: 900 });
      // Every screen is measured before failing, so one run names everything that breaks.
      const broken: string[] = [];
      for (const screen of SIGNED_IN_SCREENS) {
        await page.goto(`${stack.url}${screen.path()}`);
        await screen.prepare?.(page);
        await expectVisible([
          ...screen.controls(page),
          ...(screen.public ? [] : shellControls(page, width, screen.account)),
        ]);
        const overflow = await overflowOf(page, screen.name, width);
        if (overflow) broken.push(overflow);
      }
      expect(broken).toEqual([]);
    }, 180_000);

    it(`fits the signing viewer of a token link at ${width} px`, async () => {
      const page = await (await visitorContext()).newPage();
      page.setDefaultTimeout(WAIT_MS);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(viewerLink);
      const info = page.getByRole('dialog', { name: 'Envelope information' });
      await info.waitFor();
      const withInfo = await overflowOf(page, 'viewer-info', width);
      await info.getByRole('button', { name: 'Continue' }).click();
      await expectVisible([
        page.locator('section[data-page="1"] canvas'),
        page.getByRole('button', { name: 'Signature', exact: true }),
      ]);
      expect([withInfo, await overflowOf(page, 'viewer', width)]).toEqual([null, null]);
    }, 120_000);
  }
});

describe('a token link opened with the cookies of an ended session', () => {
  it('shows the public viewer and clears the stale cookies instead of asking for sign-in', async () => {
    const context = await visitorContext();
    // What a browser keeps after its session ended at the gateway (idle expiry): both cookies.
    await context.addCookies([
      {
        name: 'rubrica_session',
        value: 'session-that-has-ended',
        url: stack.url,
        httpOnly: true,
        sameSite: 'Lax',
      },
      { name: 'rubrica_csrf', value: 'csrf-of-a-session-that-has-ended', url: stack.url, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(viewerLink);
    await page.getByRole('dialog', { name: 'Envelope information' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(viewerLink).pathname);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' }).count()).resolves.toBe(0);
    const left = (await context.cookies(stack.url)).map((cookie) => cookie.name);
    expect(left).not.toContain('rubrica_csrf');
    expect(left).not.toContain('rubrica_session');
    await page.screenshot({ path: join(SHOTS, 'stale-session-token-link.png'), animations: 'disabled' });
  }, 90_000);
});
