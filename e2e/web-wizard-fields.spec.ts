// The creation wizard's draft editing in a real browser against every process (the gateway
// serving the built SPA): a draft saved with a document and a signer reopens from the draft list
// at the fields step, and a placed signature moves and resizes with the keyboard, a mouse and a
// finger (pointer events, touch included) without leaving its page or going under its minimum
// size; what the page shows is what the server saves. In pt-BR, the new account's language.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';

import { launchChromium, submitSignInForm } from './support/chromium.js';
import { multiPagePdf } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import type { BrowserClient } from './support/browser-client.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-wizard');
const DESKTOP = { width: 1366, height: 900 };
const WAIT_MS = 20_000;
/** multiPagePdf draws A4 portrait pages, in points. */
const PAGE = { width: 595, height: 842 };

const stamp = Date.now();
const SENDER = { name: 'Lia Campos', email: `lia.${stamp}@wizard.example`, password: 'Rascunho-2024' };

let stack: EnvelopeStack;
let api: BrowserClient;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let envelopeId: string;

/** The element's box as the page shows it, in fractions of the page (its inline style). */
const boxOf = async (element: Locator) => {
  // Run in the page: the e2e project has no DOM types.
  const style = await element.evaluate((node) => {
    const { left, top, width, height } = (node as unknown as { style: Record<string, string> }).style;
    return { left, top, width, height };
  });
  const fraction = (value: string) => Number.parseFloat(value) / 100;
  return {
    x: fraction(style.left!),
    y: fraction(style.top!),
    width: fraction(style.width!),
    height: fraction(style.height!),
  };
};

/** A one-finger drag through Chromium's touch input (it raises touch pointer events). */
async function fingerDrag(cdp: CDPSession, from: { x: number; y: number }, by: { x: number; y: number }) {
  const at = (step: number) => [
    { x: from.x + (by.x * step) / 4, y: from.y + (by.y * step) / 4, id: 1, radiusX: 4, radiusY: 4 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 4; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_wizard');
  await signUpThroughPages(stack, SENDER);
  api = await signInBrowser(stack, SENDER.email, SENDER.password);
  const me = await api.api('GET', '/me');
  expect(me.status).toBe(200);
  api.organization = me.body.personal_organization_id;

  // A draft saved with its document and a signer, nothing placed yet.
  const created = await api.api('POST', '/envelopes', { json: { title: 'Acordo de parceria' } });
  expect(created.status).toBe(201);
  envelopeId = created.body.id;
  const document = await api.api('POST', `/envelopes/${envelopeId}/documents`, {
    form: fileForm('file', await multiPagePdf('Acordo de parceria', 1), 'application/pdf', 'acordo.pdf'),
  });
  expect(document.status).toBe(201);
  const recipient = await api.api('POST', `/envelopes/${envelopeId}/recipients`, {
    json: {
      type: 'signer',
      routing_order: null,
      addressees: [{ via: 'email', value: `rui.${stamp}@cliente.example`, name: 'Rui Prado' }],
    },
  });
  expect(recipient.status).toBe(201);

  browser = await launchChromium();
  context = await browser.newContext({
    locale: 'pt-BR',
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    hasTouch: true,
  });
  page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
}, 240_000);

afterAll(async () => {
  if (page) await page.screenshot({ path: join(SHOTS, 'last.png'), fullPage: true }).catch(() => undefined);
  await context?.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('editing a draft in the wizard, in the browser', () => {
  it('reopens the draft at the fields step and moves a signature with keys, mouse and finger', async () => {
    await page.goto(`${stack.url}/business/documents/draft`);
    await submitSignInForm(page, SENDER.email, SENDER.password);
    await page.waitForURL(`${stack.url}/business/documents/draft`);
    await page.getByRole('button', { name: 'Editar rascunho' }).click();
    await page.waitForURL(`${stack.url}/business/envelopes/${envelopeId}/fields`);
    await page.getByRole('heading', { level: 1, name: 'Posicione os campos' }).waitFor();

    const onboarding = page.getByRole('dialog', { name: 'Como posicionar campos' });
    await onboarding.waitFor();
    await onboarding.getByRole('button', { name: 'Próximo' }).click();
    await onboarding.getByRole('button', { name: 'Entendi' }).click();
    await onboarding.waitFor({ state: 'detached' });

    // Keyboard only: the palette item places the signature, which takes the focus.
    await page
      .getByRole('list', { name: 'Campos', exact: true })
      .getByRole('button', { name: 'Assinatura' })
      .focus();
    await page.keyboard.press('Enter');
    const signature = page.getByRole('button', { name: 'Elemento Assinatura' });
    await signature.waitFor();
    expect(await page.evaluate("document.activeElement.getAttribute('aria-label')")).toBe(
      'Elemento Assinatura',
    );
    const placed = await boxOf(signature);
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    for (let press = 0; press < 2; press += 1) await page.keyboard.press('Shift+ArrowRight');
    const keyed = await boxOf(signature);
    expect((keyed.x - placed.x) * PAGE.width).toBeCloseTo(20, 1);
    expect((keyed.y - placed.y) * PAGE.height).toBeCloseTo(5, 1);
    expect((keyed.width - placed.width) * PAGE.width).toBeCloseTo(10, 1);
    // Shift + left far enough would go under 60 points: it stops there.
    for (let press = 0; press < 40; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    const narrow = await boxOf(signature);
    expect(narrow.width * PAGE.width).toBeCloseTo(60, 1);

    // The mouse drags it (pointer events) by a tenth of the page's shown width.
    const region = page.getByRole('region', { name: /acordo\.pdf, página 1 de 1/ });
    const shown = (await region.boundingBox())!;
    const start = (await signature.boundingBox())!;
    const grab = { x: start.x + 10, y: start.y + 10 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + shown.width / 10, grab.y, { steps: 5 });
    await page.mouse.up();
    const dragged = await boxOf(signature);
    expect(dragged.x - narrow.x).toBeCloseTo(0.1, 2);

    // A finger drags it further down by a tenth of the shown height; the page does not scroll.
    const cdp = await context.newCDPSession(page);
    const before = (await signature.boundingBox())!;
    const scroll = await page.evaluate('window.scrollY');
    await fingerDrag(cdp, { x: before.x + 10, y: before.y + 10 }, { x: 0, y: shown.height / 10 });
    const touched = await boxOf(signature);
    expect(touched.y - dragged.y).toBeCloseTo(0.1, 2);
    expect(await page.evaluate('window.scrollY')).toBe(scroll);
    await page.screenshot({ path: join(SHOTS, 'fields.png') });

    await page.getByRole('button', { name: 'Avançar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Revise e envie' }).waitFor();
    const saved = await api.api('GET', `/envelopes/${envelopeId}?extended=true`);
    expect(saved.status).toBe(200);
    const envelope = saved.body.data ?? saved.body;
    const [widget] = envelope.documents[0].fields[0].widgets;
    expect(widget.x_axis).toBeCloseTo(touched.x, 4);
    expect(widget.y_axis).toBeCloseTo(touched.y, 4);
    expect(widget.width * PAGE.width).toBeCloseTo(60, 1);
  }, 120_000);

  it('shows the fields a document’s text tags placed, where the tags are, and lets them be moved', async () => {
    // A contract with two tags for the first signer, uploaded before the signer is added.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const contract = doc.addPage([PAGE.width, PAGE.height]);
    contract.drawText('Assinatura: {{signature;r1}}', { x: 72, y: 600, size: 14, font });
    contract.drawText('Data: {{date;r1;2030-01-31}}', { x: 72, y: 400, size: 14, font });
    const tagLeft = (72 + font.widthOfTextAtSize('Assinatura: ', 14)) / PAGE.width;
    const created = await api.api('POST', '/envelopes', { json: { title: 'Contrato com marcações' } });
    const taggedId = created.body.id;
    const uploaded = await api.api('POST', `/envelopes/${taggedId}/documents`, {
      form: fileForm('file', Buffer.from(await doc.save()), 'application/pdf', 'marcado.pdf'),
    });
    expect(uploaded.status).toBe(201);
    const recipient = await api.api('POST', `/envelopes/${taggedId}/recipients`, {
      json: {
        type: 'signer',
        routing_order: null,
        addressees: [{ via: 'email', value: `eva.${stamp}@cliente.example`, name: 'Eva Lima' }],
      },
    });
    expect(recipient.status).toBe(201);

    await page.goto(`${stack.url}/business/envelopes/${taggedId}/fields`);
    await page.getByRole('heading', { level: 1, name: 'Posicione os campos' }).waitFor();
    const onboarding = page.getByRole('dialog', { name: 'Como posicionar campos' });
    if (await onboarding.isVisible()) {
      await onboarding.getByRole('button', { name: 'Próximo' }).click();
      await onboarding.getByRole('button', { name: 'Entendi' }).click();
    }
    const signature = page.getByRole('button', { name: 'Elemento Assinatura' });
    await signature.waitFor();
    const shown = await boxOf(signature);
    expect(shown.x).toBeCloseTo(tagLeft, 2);
    // Baseline 600 points up: the field's bottom edge sits on it, within the descent.
    expect((1 - (shown.y + shown.height)) * PAGE.height).toBeGreaterThan(594);
    expect((1 - (shown.y + shown.height)) * PAGE.height).toBeLessThan(601);
    await page.getByRole('button', { name: /Elemento Data/ }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'text-tags.png') });

    // Editable like any field: moved with the keyboard and saved.
    await signature.focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    const moved = await boxOf(signature);
    expect((moved.x - shown.x) * PAGE.width).toBeCloseTo(20, 1);
    await page.getByRole('button', { name: 'Avançar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Revise e envie' }).waitFor();
    const saved = await api.api('GET', `/envelopes/${taggedId}?extended=true`);
    const fields = (saved.body.data ?? saved.body).documents[0].fields;
    const placed = fields.find((field: { type: string }) => field.type === 'signature');
    expect(placed.recipient_id).toBe(recipient.body.id);
    expect(placed.widgets[0].x_axis).toBeCloseTo(moved.x, 4);
  }, 120_000);
});
