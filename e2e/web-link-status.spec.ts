// A recipient's link that can no longer act explains itself in the browser, in the recipient's
// language, without sending them to a sign-in they have no account for: their own link after
// signing (the envelope still waiting for others), after the envelope completed (with the signed
// documents to download), a link to an expired envelope, and a mangled link.
import type { ParsedMessage } from '@rubrica/testing';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { expectStatus } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { launchChromium } from './support/chromium.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { ensureFreshWebBuild } from './support/web-build.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@orbita.example', password: 'Orbita-2024' };
const ANA = { name: 'Ana Signer', email: 'ana@cliente.example' };
const BIA = { name: 'Bia First', email: 'bia@cliente.example' };
const CAIO = { name: 'Caio Second', email: 'caio@cliente.example' };
const VIEWER_LINK = '/business/envelopes/viewer/';
const WAIT_MS = 20_000;

let stack: EnvelopeStack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let sofia: BrowserClient;

function viewerPath(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname;
}

const tokenOf = (path: string) => path.split('/').pop()!;

/** A sent envelope of one document, its signers in order, each with a signature field. */
async function sendEnvelope(title: string, signers: Array<{ name: string; email: string }>): Promise<string> {
  const created = await sofia.api('POST', '/envelopes', { json: { title } });
  expectStatus(created, 201);
  const id = created.body.id;
  const document = await sofia.api('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', await multiPagePdf(title, 1), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(document, 201);
  for (const [index, signer] of signers.entries()) {
    const recipient = await sofia.api('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: 'signer',
        routing_order: signers.length > 1 ? index + 1 : undefined,
        addressees: [{ value: signer.email, name: signer.name }],
      },
    });
    expectStatus(recipient, 201);
    const field = await sofia.api('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        title: 'Assinatura',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.2 + index * 0.2, width: 0.3, height: 0.08 }],
      },
    });
    expectStatus(field, 201);
  }
  expectStatus(await sofia.api('POST', `/envelopes/${id}/send`, { json: {} }), 200);
  return id;
}

/** The recipient signs through their link, as the viewer would (no session). */
async function signThrough(path: string): Promise<void> {
  const visitor = new BrowserClient(stack.url);
  const token = tokenOf(path);
  const saved = await visitor.api('POST', `/p/signature-profiles/${token}/signature`, {
    form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
  });
  expectStatus(saved, 200);
  expectStatus(await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} }), 202);
}

async function stateOf(id: string): Promise<string> {
  return (await sofia.api('GET', `/envelopes/${id}`)).body.state;
}

async function open(path: string, locale = 'pt-BR'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${stack.url}${path}`);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The page stays on the link's own address: no 404 page, no sign-in. */
async function expectStayed(page: Page, path: string): Promise<void> {
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.getByText(/Token inválido|Invalid token|Token no válido/).count()).toBe(0);
}

beforeAll(async () => {
  ensureFreshWebBuild();
  // The reconciler expires envelopes past their deadline; here it looks every second.
  stack = await startEnvelopeStack('web_link_status', { envelopes: { RECONCILE_EVERY_MS: '1000' } });
  browser = await launchChromium();
  sofia = (await signedInWithOrganization(stack, SOFIA, 'Órbita')).browser;
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('a link that can no longer act', () => {
  let biaPath: string;
  let caioPath: string;
  let waitingId: string;

  it('tells a signer who opens their link again that they signed, while others still sign', async () => {
    waitingId = await sendEnvelope('Contrato em andamento', [BIA, CAIO]);
    biaPath = viewerPath(await mailTo(stack, BIA.email, VIEWER_LINK));
    await signThrough(biaPath);
    caioPath = viewerPath(await mailTo(stack, CAIO.email, VIEWER_LINK));

    const page = await open(biaPath);
    await heading(page, 'Você já fez a sua parte');
    await page.getByText('Contrato em andamento').waitFor();
    await page.getByText(/^Você assinou em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByText('O envelope aguarda os demais destinatários.', { exact: false }).waitFor();
    await expectStayed(page, biaPath);
  }, 90_000);

  it("tells a signer whose envelope completed, and leads to the signed documents' download", async () => {
    const id = await sendEnvelope('Contrato concluído', [ANA]);
    const anaPath = viewerPath(await mailTo(stack, ANA.email, VIEWER_LINK));
    await signThrough(anaPath);
    expect(
      await pollUntil(
        () => stateOf(id),
        (state) => ['completed', 'halted'].includes(state),
      ),
    ).toBe('completed');

    const page = await open(anaPath);
    await heading(page, 'Envelope concluído');
    await page.getByText(/^Você assinou em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByText(/^O envelope foi concluído em /).waitFor();
    await expectStayed(page, anaPath);
    await page.getByRole('link', { name: 'Baixar documentos assinados' }).click();
    await page.waitForURL(/\/business\/envelopes\/download\//);
    await heading(page, 'Contrato concluído');
    await page.getByRole('link', { name: 'Documento assinado' }).first().waitFor();
  }, 120_000);

  it('tells a recipient whose envelope expired before their turn came', async () => {
    // Time passes: the deadline is behind us, and the reconciler expires the envelope.
    await stack.envelopes.dataSource.query(
      `UPDATE envelopes SET expire_at = now() - interval '1 minute' WHERE id = $1`,
      [waitingId],
    );
    expect(
      await pollUntil(
        () => stateOf(waitingId),
        (state) => state === 'expired',
      ),
    ).toBe('expired');

    const page = await open(caioPath);
    await heading(page, 'Envelope expirado');
    await page.getByText(/^O prazo do envelope terminou em /).waitFor();
    expect(await page.getByRole('link', { name: 'Baixar documentos assinados' }).count()).toBe(0);
    await expectStayed(page, caioPath);
    // The signer who had signed learns the same.
    const bia = await open(biaPath);
    await heading(bia, 'Envelope expirado');
    await bia.getByText(/^Você assinou em /).waitFor();
  }, 90_000);

  it("says a mangled link is invalid, in the visitor's language", async () => {
    const mangled = `${biaPath.slice(0, -6)}xx`;
    const portuguese = await open(mangled);
    await heading(portuguese, 'Link inválido');
    await expectStayed(portuguese, mangled);
    const spanish = await open(mangled, 'es-ES');
    await heading(spanish, 'Enlace no válido');
    await spanish.getByText(/Verifique que lo copió completo del correo/).waitFor();
    const english = await open('/business/envelopes/download/not-a-link', 'en-US');
    await heading(english, 'Invalid link');
  }, 60_000);
});
