// One look and labels that agree, in a real browser against the whole stack (pt-BR):
// - the sign-in, sign-up and reset pages, the verifier, the wizard and a completed envelope's
//   detail page at 360, 768 and 1366 px, each compared with its committed reference screenshot
//   (e2e/screenshots/, support/screenshot-compare.ts) and none scrolling sideways at 360 px;
// - the words the same thing gets on every screen: an approver is "Aprovado" on the detail page,
//   the verifier and the signature page, the verifier is headed by the envelope's title, the
//   detail heading follows the state, the subject typed for the envelope is the e-mail's subject,
//   a lone signer is told the envelope waits for them, the plan box and the plan page count
//   envelopes alike, sizes read KB, and the signature page prints each document's SHA-1.
import { createHash } from 'node:crypto';

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { BrowserClient } from './support/browser-client.js';
import { shareSession } from './support/browser-session.js';
import { launchChromium } from './support/chromium.js';
import { multiPagePdf, pdfText, pollUntil, unzip } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import { compareScreenshot } from './support/screenshot-compare.js';
import { invitationTo, signFromEmail, tokenOf } from './support/signing-journey.js';
import { ensureFreshWebBuild } from './support/web-build.js';

const WAIT_MS = 20_000;
const VIEWPORTS = { 360: 740, 768: 1024, 1366: 768 } as const;
type Width = keyof typeof VIEWPORTS;
const WIDTHS = Object.keys(VIEWPORTS).map(Number) as Width[];

// Fixed names and addresses: the stack's databases are its own, and the screenshots show them.
const SENDER = { name: 'Lia Layout', email: 'lia@rubrica-look.example', password: 'Orbita-2024' };
const SIGNER = { name: 'Sara Souza', email: 'sara@cliente-look.example' };
const APPROVER = { name: 'Artur Aprovador', email: 'artur@cliente-look.example' };
const LONE = { name: 'Davi Dias', email: 'davi@cliente-look.example' };
const TITLE = 'Contrato de locação';
const SUBJECT = 'Assine o contrato de locação até sexta';

let stack: EnvelopeStack;
let browser: Browser;
let sender: BrowserClient;
let completedId: string;
let validationCode: string;
let draftId: string;
let loneLink: string;
const contexts: BrowserContext[] = [];

function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** An envelope with one PDF, its recipients and a signature field for each signer; answers its id. */
async function envelopeWith(
  title: string,
  recipients: Array<{ type: 'signer' | 'approver'; name: string; email: string }>,
): Promise<string> {
  const created = await sender.api('POST', '/envelopes', { json: { title } });
  expectStatus(created, 201);
  const id: string = created.body.id;
  const document = await sender.api('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', await multiPagePdf(title, 1), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(document, 201);
  for (const [index, recipient] of recipients.entries()) {
    const added = await sender.api('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: recipient.type,
        routing_order: null,
        addressees: [{ value: recipient.email, name: recipient.name }],
      },
    });
    expectStatus(added, 201);
    if (recipient.type !== 'signer') continue;
    const field = await sender.api('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
      json: {
        recipient_id: added.body.id,
        type: 'signature',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.6 + index * 0.1, width: 0.3, height: 0.06 }],
      },
    });
    expectStatus(field, 201);
  }
  return id;
}

async function newContext(signedIn: boolean, locale = 'pt-BR'): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, deviceScaleFactor: 1, timezoneId: 'UTC' });
  contexts.push(context);
  if (signedIn) await shareSession(context, sender, stack.url);
  return context;
}

// Text, run in the page: the e2e project has no DOM types.
const SIDEWAYS = `(() => ({
  page: document.documentElement.scrollWidth - window.innerWidth,
  inside: [...document.querySelectorAll('body *')]
    .filter((element) => {
      const style = getComputedStyle(element);
      return element.scrollWidth > element.clientWidth + 1 && /(auto|scroll)/.test(style.overflowX);
    })
    .map((element) => element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '')),
}))()`;

/** What scrolls sideways: the page itself, or a box inside it (e.g. a stepper scrolling on its own). */
async function sidewaysScroll(page: Page, screen: string): Promise<string | null> {
  const measured = (await page.evaluate(SIDEWAYS)) as { page: number; inside: string[] };
  if (measured.page > 0) return `${screen}: the page is ${measured.page} px too wide`;
  if (measured.inside.length > 0) return `${screen}: scrolls sideways inside ${measured.inside.join(', ')}`;
  return null;
}

/** Dates, times and the PDF canvases change from run to run: masked in the screenshots. */
const changing = (page: Page): Locator[] => [
  page.getByText(/\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}:\d{2}/),
  page.locator('canvas'),
];

interface Screen {
  name: string;
  signedIn: boolean;
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name });

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    signedIn: false,
    open: async (page) => {
      // The gateway hands the browser to the authorization server through a chain of redirects;
      // on a loaded machine one can stall, and a second start is what a person would do.
      for (let attempt = 1; ; attempt += 1) {
        await page.goto(`${stack.url}/auth/login?continue=/`);
        const shown = await heading(page, 'Entre na sua conta')
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        if (shown) return;
        if (attempt === 3) throw new Error(`the sign-in page did not open (at ${page.url()})`);
      }
    },
  },
  {
    name: 'sign-up',
    signedIn: false,
    open: async (page) => {
      await page.goto(`${stack.url}/oidc/sign-up`);
      await heading(page, 'Crie sua conta').waitFor();
    },
  },
  {
    name: 'reset-password',
    signedIn: false,
    open: async (page) => {
      await page.goto(`${stack.url}/oidc/forgot-password`);
      await heading(page).waitFor();
    },
  },
  {
    name: 'verifier-integrity',
    signedIn: false,
    open: async (page) => {
      await page.goto(`${stack.url}/public/checker`);
      await page.getByRole('tab', { name: 'Integridade do documento' }).click();
      await page.getByTestId('file-drop-zone').waitFor();
    },
  },
  {
    name: 'wizard-recipients',
    signedIn: true,
    open: async (page) => {
      await page.goto(`${stack.url}/business/envelopes/${draftId}/recipients`);
      await page.getByRole('button', { name: 'Novo destinatário' }).waitFor();
    },
  },
  {
    name: 'detail-completed',
    signedIn: true,
    open: async (page) => {
      await page.goto(`${stack.url}/business/documents/info/${completedId}`);
      await heading(page, 'Envelope concluído').waitFor();
      await page.locator('canvas').first().waitFor();
    },
  },
];

beforeAll(async () => {
  ensureFreshWebBuild();
  stack = await startEnvelopeStack('web_look');
  browser = await launchChromium();
  await signUpThroughPages(stack, SENDER);
  sender = await signInBrowser(stack, SENDER.email, SENDER.password);
  const organizations = await sender.api('GET', '/organizations');
  expectStatus(organizations, 200);
  sender.organization = organizations.body.data[0].id;

  completedId = await envelopeWith(TITLE, [
    { type: 'signer', ...SIGNER },
    { type: 'approver', ...APPROVER },
  ]);
  expectStatus(await sender.api('PATCH', `/envelopes/${completedId}`, { json: { subject: SUBJECT } }), 200);
  expectStatus(await sender.api('POST', `/envelopes/${completedId}/send`, { json: {} }), 200);
  await signFromEmail(stack, SIGNER);
  const approverToken = tokenOf(await invitationTo(stack.smtp, APPROVER.email, 60_000));
  expectStatus(
    await new BrowserClient(stack.url).api('POST', `/p/envelopes/recipients/${approverToken}`, { json: {} }),
    202,
  );
  const completed = await pollUntil(
    async () => (await sender.api('GET', `/envelopes/${completedId}`)).body,
    (body) => body.state === 'completed' || body.state === 'halted',
    { timeoutMs: 120_000, everyMs: 500 },
  );
  expect(completed.state).toBe('completed');
  validationCode = completed.hashid;

  const lone = await envelopeWith('Proposta comercial', [{ type: 'signer', ...LONE }]);
  expectStatus(await sender.api('POST', `/envelopes/${lone}/send`, { json: {} }), 200);
  const invitation = await invitationTo(stack.smtp, LONE.email, 60_000);
  loneLink = invitation.links.find((link) => link.includes('/business/envelopes/viewer/'))!;

  draftId = await envelopeWith('Rascunho do assistente', [{ type: 'signer', ...SIGNER }]);
  // The wizard's first-visit guides were seen: the screenshots show the steps themselves.
  expectStatus(
    await sender.api('PUT', '/onboardings', {
      json: { settings: { business_envelope_recipient: true, business_envelope_fields: true } },
    }),
    200,
  );
}, 400_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('one look for every page', () => {
  for (const width of WIDTHS) {
    it(`matches the reference screenshots at ${width} px${width === 360 ? ', none scrolling sideways' : ''}`, async () => {
      const problems: string[] = [];
      for (const signedIn of [false, true]) {
        const page = await (await newContext(signedIn)).newPage();
        page.setDefaultTimeout(WAIT_MS);
        await page.setViewportSize({ width, height: VIEWPORTS[width] });
        for (const screen of SCREENS.filter((candidate) => candidate.signedIn === signedIn)) {
          await screen.open(page);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.evaluate('document.fonts.ready');
          const sideways = await sidewaysScroll(page, `${screen.name} at ${width} px`);
          if (width === 360 && sideways) problems.push(sideways);
          const compared = await compareScreenshot(page, `${screen.name}-${width}`, changing(page));
          if (compared.problem) problems.push(compared.problem);
        }
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }

  it('gives the sign-in, sign-up and reset pages the favicon, the logo mark and a language menu', async () => {
    const page = await (await newContext(false)).newPage();
    for (const path of ['/auth/login?continue=/', '/oidc/sign-up', '/oidc/forgot-password']) {
      await page.goto(`${stack.url}${path}`);
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
      expect(await page.locator('svg.mark').count()).toBe(1);
      const menu = page.getByRole('navigation', { name: 'Idioma' });
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByRole('navigation', { name: 'Language' }).locator('summary').click();
      await page.getByRole('link', { name: 'Português' }).click();
      expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    }
    await page.goto(`${stack.url}/public/checker`);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    expect((await page.request.get(`${stack.url}/favicon.svg`)).headers()['content-type']).toContain('svg');
  }, 90_000);
});

describe('the wizard on a phone', () => {
  it('opens the next step at its top, whatever the previous one was scrolled to', async () => {
    const page = await (await newContext(true)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${stack.url}/business/envelopes/${draftId}/recipients`);
    const next = page.getByRole('button', { name: 'Avançar' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate('window.scrollY')).toBeGreaterThan(100);
    await next.click();
    await page.waitForURL(/\/fields$/);
    await page.getByRole('navigation', { name: 'Etapas do envelope' }).waitFor();
    // The step scrolls itself to the top once it has rendered: wait for that, not for a moment.
    await page.waitForFunction(() => (globalThis as unknown as { scrollY: number }).scrollY === 0);
    expect(await sidewaysScroll(page, 'fields step at 360 px')).toBeNull();
  }, 60_000);
});

describe('labels that agree', () => {
  it('heads the detail page of a completed envelope "Envelope concluído" and says its approver approved', async () => {
    const page = await (await newContext(true)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${stack.url}/business/documents/info/${completedId}`);
    await heading(page, 'Envelope concluído').waitFor();
    const approver = page.getByRole('listitem', { name: APPROVER.name });
    expect(await approver.getByText('Aprovado', { exact: true }).count()).toBe(1);
    const signer = page.getByRole('listitem', { name: SIGNER.name });
    expect(await signer.getByText('Assinado', { exact: true }).count()).toBe(1);
  }, 60_000);

  it("heads the verifier's answer with the envelope's title and says its approver approved", async () => {
    const page = await (await newContext(false)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${stack.url}/business/checker?code=${encodeURIComponent(validationCode)}`);
    const result = page.getByRole('region', { name: 'Resultado da verificação' });
    await result.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    expect(await result.getByText(SUBJECT).count()).toBe(1);
    const approver = result.getByRole('listitem').filter({ hasText: APPROVER.name });
    expect(await approver.textContent()).toBe(`${APPROVER.name}Aprovado`);
  }, 60_000);

  it('says the same in Spanish: the verifier headed by the title, the approver "Aprobado"', async () => {
    const page = await (await newContext(false, 'es')).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${stack.url}/business/checker?code=${encodeURIComponent(validationCode)}`);
    const result = page.getByRole('region', { name: 'Resultado de la verificación' });
    await result.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    const approver = result.getByRole('listitem').filter({ hasText: APPROVER.name });
    expect(await approver.textContent()).toBe(`${APPROVER.name}Aprobado`);
  }, 60_000);

  it("prints on the signature page that the approver approved, and each document's SHA-1", async () => {
    const download = await sender.api('GET', `/envelopes/${completedId}/download`);
    expectStatus(download, 200);
    const body = download.body as Buffer;
    const documents = body.subarray(0, 4).toString('latin1') === '%PDF' ? [body] : [...unzip(body).values()];
    const sheet = await sender.api('GET', `/envelopes/${completedId}/background-sheet/download`);
    expectStatus(sheet, 200);
    const text = (await pdfText(sheet.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toMatch(new RegExp(`${APPROVER.name} .*Situação: Aprovado`));
    for (const document of documents) {
      expect(text).toContain(`SHA-1: ${createHash('sha1').update(document).digest('hex')}`);
    }
    expect(text).not.toMatch(/SHA-1: —/);
  }, 60_000);

  it("sends the subject typed for the envelope as the e-mail's subject", async () => {
    for (const address of [SIGNER.email, APPROVER.email]) {
      expect((await invitationTo(stack.smtp, address, 10_000)).subject).toBe(SUBJECT);
    }
  });

  it('tells a lone signer the envelope waits for their signature, not for third parties', async () => {
    const page = await (await newContext(false)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(loneLink);
    const info = page.getByRole('dialog', { name: 'Informações do envelope' });
    await info.waitFor();
    expect(await info.getByText('Aguardando a sua assinatura.').count()).toBe(1);
    expect(await info.getByText('Aguardando assinaturas de terceiros.').count()).toBe(0);
  }, 60_000);

  it('counts envelopes with the same word and the same figure in the plan box and on the plan page', async () => {
    const page = await (await newContext(true)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/account/billing/plan?tab=plan-details`);
    await heading(page, 'Plano').waitFor();
    // The figure beside the label, once the subscription has loaded ("—" until then).
    const figure = async (scope: Locator) => {
      const label = scope.getByText('Envelopes restantes', { exact: true });
      await label.waitFor();
      const value = label.locator('xpath=following-sibling::*[1]');
      await value.filter({ hasText: /^\s*\d+\s*$/ }).waitFor();
      return (await value.textContent())?.trim();
    };
    const onPage = await figure(page.getByRole('main'));
    await page.goto(`${stack.url}/business/dashboard`);
    const inBox = await figure(page.getByRole('region', { name: 'Seu plano' }));
    expect(inBox).toMatch(/^\d+$/);
    expect(onPage).toBe(inBox);
  }, 60_000);

  it('reads file sizes in KB', async () => {
    expectStatus(
      await sender.api('POST', '/items/upload', {
        form: fileForm('file', await multiPagePdf('Arquivo', 6), 'application/pdf', 'proposta.pdf'),
      }),
      201,
    );
    const page = await (await newContext(true)).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/business/storage`);
    await page.getByRole('button', { name: /^Lista$/ }).click();
    const row = page.getByRole('row').filter({ hasText: 'proposta.pdf' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d KB/);
    expect(await row.textContent()).not.toMatch(/Kb|Mb/);
  }, 60_000);
});
