// An envelope's history in the browser reads in the reader's language, each step naming who did
// it: the sender added the viewer and sent (notifying everyone), the signer signed, Rubrica
// completed the envelope. Before, a Portuguese page listed English entries with their subject as
// the actor ("Maria Oliveira added as carbon-copy.").
import type { ParsedMessage } from '@rubrica/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { expectStatus } from './support/api-client.js';
import { BrowserClient } from './support/browser-client.js';
import { shareSession } from './support/browser-session.js';
import { launchChromium, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { ensureFreshWebBuild } from './support/web-build.js';

const stamp = Date.now();
const SOFIA = { name: 'Sofia Sender', email: `sofia.${stamp}@orbita.example`, password: 'Orbita-2024' };
const ANA = { name: 'Ana Signer', email: `ana.${stamp}@cliente.example` };
const MARIA = { name: 'Maria Oliveira', email: `maria.${stamp}@cliente.example` };
const VIEWER_LINK = '/business/envelopes/viewer/';
const WAIT_MS = BROWSER_WAIT_MS;
/** English of the old history sentences: none may show on a Portuguese or Spanish screen. */
const ENGLISH =
  /added as|notified|signed|Envelope (?:sent|completed|created)|sent for sealing|Documents downloaded/;

let stack: EnvelopeStack;
let browser: Browser;
const contexts: BrowserContext[] = [];
let sofia: BrowserClient;
let envelopeId: string;

function tokenOf(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

async function historyIn(locale: string, tab: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await shareSession(context, sofia, stack.url);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${stack.url}/business/documents/info/${envelopeId}`);
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

/** The cells of the history row whose message is `message`. */
async function rowOf(page: Page, message: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: message, exact: true }) });
  await row.first().waitFor();
  return row.first().getByRole('cell').allInnerTexts();
}

beforeAll(async () => {
  ensureFreshWebBuild();
  stack = await startEnvelopeStack('web_history_language');
  browser = await launchChromium();
  await signUpThroughPages(stack, SOFIA);
  sofia = await signInBrowser(stack, SOFIA.email, SOFIA.password);
  const organizations = await sofia.api('GET', '/organizations');
  expectStatus(organizations, 200);
  sofia.organization = organizations.body.data[0].id;

  const created = await sofia.api('POST', '/envelopes', { json: { title: 'Contrato de locação' } });
  expectStatus(created, 201);
  envelopeId = created.body.id;
  const document = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
    form: fileForm('file', await multiPagePdf('Contrato de locação', 1), 'application/pdf', 'contrato.pdf'),
  });
  expectStatus(document, 201);
  const signer = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
    json: { type: 'signer', addressees: [{ value: ANA.email, name: ANA.name }] },
  });
  expectStatus(signer, 201);
  const field = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${document.body.id}/fields`, {
    json: {
      recipient_id: signer.body.id,
      type: 'signature',
      title: 'Assinatura',
      is_required: true,
      widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.2, width: 0.3, height: 0.08 }],
    },
  });
  expectStatus(field, 201);
  const viewer = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
    json: { type: 'carbon-copy', addressees: [{ value: MARIA.email, name: MARIA.name }] },
  });
  expectStatus(viewer, 201);
  expectStatus(await sofia.api('POST', `/envelopes/${envelopeId}/send`, { json: {} }), 200);

  // Ana signs through her link, without a session.
  const token = tokenOf(await mailTo(stack, ANA.email, VIEWER_LINK));
  const visitor = new BrowserClient(stack.url);
  expectStatus(
    await visitor.api('POST', `/p/signature-profiles/${token}/signature`, {
      form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
    }),
    200,
  );
  expectStatus(await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} }), 202);
  expect(
    await pollUntil(
      async () => (await sofia.api('GET', `/envelopes/${envelopeId}`)).body.state,
      (state) => ['completed', 'halted'].includes(state),
    ),
  ).toBe('completed');
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe("an envelope's history in the browser", () => {
  it.each([
    [
      'pt-BR',
      'Histórico',
      'Por',
      'Maria Oliveira adicionado(a) como visualizador',
      'Ana Signer assinou',
      'Envelope concluído',
      'Rubrica (automático)',
    ],
    [
      'es-ES',
      'Historial',
      'Por',
      'Maria Oliveira añadido(a) como visualizador',
      'Ana Signer firmó',
      'Sobre completado',
      'Rubrica (automático)',
    ],
  ])(
    'reads in %s, each step naming who did it',
    async (locale, tab, by, added, signed, completed, rubrica) => {
      // The business area speaks the account's language: the reader picks theirs.
      expectStatus(
        await sofia.api('POST', '/me/language', {
          json: { lang: locale.slice(0, 2) === 'es' ? 'es' : 'pt-BR' },
        }),
        200,
      );
      const page = await historyIn(locale, tab);
      await page.getByRole('columnheader', { name: by }).waitFor();
      expect(await rowOf(page, added)).toContain(SOFIA.name);
      expect(await rowOf(page, signed)).toContain(ANA.name);
      expect(await rowOf(page, completed)).toContain(rubrica);
      const history = await page.getByRole('table').innerText();
      expect(history).not.toMatch(ENGLISH);
    },
    120_000,
  );
});
