// A recipient's link that can no longer act explains itself in the browser, in the recipient's
// language, without sending them to a sign-in they have no account for: their own link after
// signing (the envelope still waiting for others), after the envelope completed (with the signed
// documents to download), a link to an expired envelope, and a mangled link. A link that dies
// while its viewer is open (the sender cancels the envelope or changes the recipient) explains
// itself when the recipient acts, in their language, instead of answering "invalid token".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { ParsedMessage } from '@rubrica/testing';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { expectStatus } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { launchChromium, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@orbita.example', password: 'Tinteiro-azul-4821' };
const ANA = { name: 'Ana Signer', email: 'ana@cliente.example' };
const BIA = { name: 'Bia First', email: 'bia@cliente.example' };
const CAIO = { name: 'Caio Second', email: 'caio@cliente.example' };
const VIEWER_LINK = '/business/envelopes/viewer/';
const WAIT_MS = BROWSER_WAIT_MS;
const SHOTS = join(ROOT, 'test-results', 'web-link-status');

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

async function open(path: string, locale = 'pt-BR', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
  });
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
  mkdirSync(SHOTS, { recursive: true });
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

describe('a link that dies while its viewer is open', () => {
  /** The viewer, its info modal closed: the recipient is about to act. */
  async function openViewer(path: string, locale: string, width: number): Promise<Page> {
    const page = await open(path, locale, width);
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    return page;
  }

  /** The recipient acts: they sign the signature field with a typed signature. */
  async function signField(page: Page, signature: string, save: string): Promise<void> {
    await page.getByRole('button', { name: signature, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: save }).click();
  }

  /** No raw refusal shows anywhere, nor does the page leave the link's address. */
  async function expectExplainedOnly(page: Page, path: string): Promise<void> {
    await expectStayed(page, path);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/Link inválido|Enlace no válido|Invalid link/).count()).toBe(0);
  }

  it('tells a signer the sender cancelled the envelope when they sign, in pt-BR and in es', async () => {
    const dora = { name: 'Dora Signer', email: 'dora@cliente.example' };
    const eva = { name: 'Eva Firmante', email: 'eva@cliente.example' };
    const id = await sendEnvelope('Contrato cancelado', [dora]);
    const spanishId = await sendEnvelope('Contrato anulado', [eva]);
    const doraPath = viewerPath(await mailTo(stack, dora.email, VIEWER_LINK));
    const evaPath = viewerPath(await mailTo(stack, eva.email, VIEWER_LINK));
    const portuguese = await openViewer(doraPath, 'pt-BR', 1366);
    const spanish = await openViewer(evaPath, 'es-ES', 360);

    for (const envelope of [id, spanishId])
      expectStatus(await sofia.api('POST', `/envelopes/${envelope}/cancel`, { json: {} }), 200);

    await signField(portuguese, 'Assinatura', 'Salvar e usar');
    await heading(portuguese, 'Envelope cancelado');
    await portuguese.getByText('Contrato cancelado').waitFor();
    await portuguese.getByText(/sua ação não foi registrada/).waitFor();
    await portuguese.getByText(/^O remetente cancelou o envelope em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await portuguese.getByText(`Em caso de dúvida, fale com Sofia Sender (${SOFIA.email}).`).waitFor();
    await expectExplainedOnly(portuguese, doraPath);
    await portuguese.screenshot({ path: join(SHOTS, 'cancelled-while-open-1366.png'), fullPage: true });

    await signField(spanish, 'Assinatura', 'Guardar y usar');
    await heading(spanish, 'Sobre cancelado');
    await spanish.getByText(/su acción no se registró/).waitFor();
    await spanish.getByText(/^El remitente canceló el sobre el \d{1,2}\/\d{1,2}\/\d{2,4}/).waitFor();
    await spanish.getByText(`Si tiene dudas, comuníquese con Sofia Sender (${SOFIA.email}).`).waitFor();
    await expectExplainedOnly(spanish, evaPath);
    await spanish.screenshot({ path: join(SHOTS, 'cancelled-while-open-es-360.png'), fullPage: true });
  }, 120_000);

  it('tells a signer whose recipient entry the sender changed that the link was withdrawn', async () => {
    const fabio = { name: 'Fabio Signer', email: 'fabio@cliente.example' };
    const id = await sendEnvelope('Contrato corrigido', [fabio]);
    const path = viewerPath(await mailTo(stack, fabio.email, VIEWER_LINK));
    const page = await openViewer(path, 'pt-BR', 1366);

    const recipients = await sofia.api('GET', `/envelopes/${id}/recipients`);
    expectStatus(recipients, 200);
    const recipientId = (recipients.body.data ?? recipients.body)[0].id;
    const changed = await sofia.api('PATCH', `/envelopes/${id}/recipients/${recipientId}`, {
      json: { addressees: [{ value: 'fabio.novo@cliente.example', name: fabio.name }] },
    });
    expectStatus(changed, 200);
    // The old address's links die once the change is processed.
    const visitor = new BrowserClient(stack.url);
    await pollUntil(
      async () => (await visitor.api('GET', `/p/envelopes/recipients/${tokenOf(path)}/status`)).body.status,
      (status) => status === 'invalid',
    );

    await signField(page, 'Assinatura', 'Salvar e usar');
    await heading(page, 'Link desativado');
    await page.getByText(/O remetente alterou os destinatários deste envelope/).waitFor();
    await expectExplainedOnly(page, path);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: join(SHOTS, 'withdrawn-while-open-360.png'), fullPage: true });
  }, 120_000);
});
