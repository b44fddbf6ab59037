// Templates and the wizard's guards in a real browser against every process (the gateway serving
// the built SPA), in pt-BR: a template is saved three ways (the wizard's review step, a draft in
// the draft list, a sent envelope in the sent list), edited as roles without addresses, and used
// by filling the addresses in and sending. Review names an in-person signer who has no signature
// field and will not send; a first upload that fails leaves no draft behind; the signer's page
// makes no request that answers 404. The new screens are also shot at 360 px. Last, the sender
// switches the app to Spanish, saves a template from a draft's review step and sends an envelope
// from it, every page in Spanish.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';

import { launchChromium, submitSignInForm, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import type { BrowserClient } from './support/browser-client.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import { expectNoPortuguese } from './support/visible-language.js';
import { dismissOnboarding } from './support/web-journey.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-templates');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 780 };
const WAIT_MS = BROWSER_WAIT_MS;
const VIEWER_LINK = '/business/envelopes/viewer/';

const stamp = Date.now();
const SENDER = {
  name: 'Marta Reis',
  email: `marta.${stamp}@modelos.example`,
  password: 'Tinteiro-azul-4821',
};
const RITA = { name: 'Rita Nunes', email: `rita.${stamp}@cliente.example` };
const NEW_SIGNER = `paulo.${stamp}@cliente.example`;
const WITNESS = `tereza.${stamp}@cliente.example`;

let stack: EnvelopeStack;
let api: BrowserClient;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
const ids: Record<'review' | 'draft' | 'sent' | 'inPerson', string> = {
  review: '',
  draft: '',
  sent: '',
  inPerson: '',
};

const widget = { page: 1, x_axis: 0.15, y_axis: 0.75, width: 0.3, height: 0.08 };

/** A draft with one document and the given recipients; `signed` ones get a signature field. */
async function draft(
  title: string,
  recipients: Array<{ name: string; email: string; type: string; signed: boolean }>,
  fieldTitle = 'Assinatura',
): Promise<string> {
  const created = await api.api('POST', '/envelopes', { json: { title } });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const document = await api.api('POST', `/envelopes/${id}/documents`, {
    form: fileForm('file', await multiPagePdf(title, 1), 'application/pdf', `${title}.pdf`),
  });
  expect(document.status).toBe(201);
  for (const recipient of recipients) {
    const added = await api.api('POST', `/envelopes/${id}/recipients`, {
      json: {
        type: recipient.type,
        routing_order: null,
        addressees: [
          {
            via: recipient.type === 'in-person-signer' ? 'face-to-face' : 'email',
            value: recipient.email,
            name: recipient.name,
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    if (!recipient.signed) continue;
    const field = await api.api('POST', `/envelopes/${id}/documents/${document.body.id}/fields`, {
      json: { recipient_id: added.body.id, type: 'signature', title: fieldTitle, widgets: [widget] },
    });
    expect(field.status).toBe(201);
  }
  return id;
}

const listed = async (state: string) => {
  const answer = await api.api('GET', `/envelopes?filter[state]=${state}&include=recipients`);
  expect(answer.status).toBe(200);
  return answer.body.data as Array<{
    id: string;
    title: string;
    recipients?: Array<{ type: string; addressees: Array<{ name: string; value: string | null }> }>;
  }>;
};

const shot = (target: Page, name: string, fullPage = true) =>
  target.screenshot({ path: join(SHOTS, `${name}.png`), fullPage, animations: 'disabled' });

const row = (target: Page, text: string) => target.getByRole('row').filter({ hasText: text });
const alertSaying = (target: Page, text: string) => target.getByText(text).first().waitFor();

/** The page shot at 360 px (checked for sideways scroll when asked), then back at the desktop width. */
async function atPhoneWidth(
  target: Page,
  name: string,
  ready: () => Promise<void>,
  options: { noSidewaysScroll?: boolean } = {},
): Promise<void> {
  await target.setViewportSize(PHONE);
  await ready();
  await shot(target, `${name}-360`);
  if (options.noSidewaysScroll) {
    const overflow = await target.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await target.setViewportSize(DESKTOP);
}

const ONBOARDING = { next: 'Próximo', done: 'Entendi' };

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_templates');
  await signUpThroughPages(stack, SENDER);
  api = await signInBrowser(stack, SENDER.email, SENDER.password);
  const me = await api.api('GET', '/me');
  expect(me.status).toBe(200);
  api.organization = me.body.personal_organization_id;

  ids.review = await draft('Contrato de locação', [
    { ...RITA, type: 'signer', signed: true },
    { name: 'Otto Lima', email: `otto.${stamp}@cliente.example`, type: 'approver', signed: false },
  ]);
  ids.draft = await draft('Proposta comercial', [{ ...RITA, type: 'signer', signed: true }]);
  ids.sent = await draft('Termo de adesão', [{ ...RITA, type: 'signer', signed: true }]);
  expect((await api.api('POST', `/envelopes/${ids.sent}/send`)).status).toBe(200);
  ids.inPerson = await draft('Atendimento presencial', [
    { name: 'Caio Prado', email: `caio.${stamp}@cliente.example`, type: 'in-person-signer', signed: false },
  ]);

  browser = await launchChromium();
  const context = await browser.newContext({ locale: 'pt-BR', viewport: DESKTOP, deviceScaleFactor: 1 });
  contexts.push(context);
  page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${stack.url}/business/documents/draft`);
  await submitSignInForm(page, SENDER.email, SENDER.password);
  await page.waitForURL(`${stack.url}/business/documents/draft`);
}, 300_000);

afterAll(async () => {
  if (page) await shot(page, 'last').catch(() => undefined);
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
});

describe('templates in the browser', () => {
  it('leaves no draft behind when the first upload of a new envelope fails', async () => {
    const before = (await listed('draft')).length;
    await page.goto(`${stack.url}/business/envelopes/new`);
    await page.getByRole('heading', { level: 1, name: 'Selecione os documentos' }).waitFor();
    // A .pdf the server cannot read: it passes the browser's checks and fails at upload.
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'digitalizado.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('não é um PDF'),
      });
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Avançar' }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByText('digitalizado.pdf').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/business/envelopes/new');
    expect((await listed('draft')).length).toBe(before);
    await shot(page, '01-failed-upload');
  }, 90_000);

  it('names an in-person signer without a signature field at review and does not send', async () => {
    await page.goto(`${stack.url}/business/envelopes/${ids.inPerson}/review`);
    const rule = page
      .getByRole('alert')
      .filter({ hasText: 'Todo assinante precisa de um campo de assinatura' });
    await rule.waitFor();
    expect(await rule.textContent()).toContain('Caio Prado');
    expect(await page.getByRole('button', { name: 'Enviar', exact: true }).isDisabled()).toBe(true);
    await shot(page, '02-review-signature-rule');
    await atPhoneWidth(page, '02-review-signature-rule', () => rule.waitFor());
    // The server refuses it too, naming the recipient.
    const send = await api.api('POST', `/envelopes/${ids.inPerson}/send`);
    expect(send.status).toBe(422);
    expect(send.body.errors['recipients.0.fields']).toEqual(['Place a signature field for Caio Prado.']);
  }, 90_000);

  it('saves a template from the review step, from a draft and from a sent envelope', async () => {
    await page.goto(`${stack.url}/business/envelopes/${ids.review}/review`);
    await page.getByRole('heading', { level: 1, name: 'Revise e envie' }).waitFor();
    await page.getByRole('button', { name: 'Salvar como modelo' }).click();
    await alertSaying(page, 'Modelo salvo. Ele está na aba Modelos.');

    await page.goto(`${stack.url}/business/documents/draft`);
    await row(page, 'Proposta comercial').getByRole('button', { name: 'Salvar como modelo' }).click();
    await alertSaying(page, 'Modelo salvo. Ele está na aba Modelos.');

    await page.goto(`${stack.url}/business/documents/sent`);
    await row(page, 'Termo de adesão').getByRole('button', { name: 'Salvar como modelo' }).click();
    await alertSaying(page, 'Modelo salvo. Ele está na aba Modelos.');

    await page.goto(`${stack.url}/business/documents/template`);
    for (const title of ['Contrato de locação', 'Proposta comercial', 'Termo de adesão'])
      await row(page, title).waitFor();
    await shot(page, '03-template-list');
    await atPhoneWidth(page, '03-template-list', () => page.getByText('Termo de adesão').first().waitFor(), {
      noSidewaysScroll: true,
    });

    const templates = await listed('template');
    expect(templates.map((template) => template.title).sort()).toEqual([
      'Contrato de locação',
      'Proposta comercial',
      'Termo de adesão',
    ]);
    // Roles, not people: no template keeps an address.
    for (const template of templates)
      for (const recipient of template.recipients ?? [])
        expect(recipient.addressees[0]!.value || '').toBe('');
  }, 120_000);

  it('edits a template: adds a role without an address and saves it instead of sending', async () => {
    await page.goto(`${stack.url}/business/documents/template`);
    await row(page, 'Termo de adesão').getByRole('button', { name: 'Editar modelo' }).click();
    await page.waitForURL(/\/business\/envelopes\/[^/]+\/documents$/);
    const templateId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.waitForURL(`${stack.url}/business/envelopes/${templateId}/recipients`);
    await dismissOnboarding(page, 'Como adicionar destinatários', 2, ONBOARDING);
    await page.getByText('Você está editando um modelo').waitFor();
    await page.getByRole('button', { name: 'Novo destinatário' }).click();
    const witness = page.getByRole('listitem', { name: 'Destinatário 2' });
    await witness.getByLabel('Nome').fill('Testemunha');
    await witness.getByLabel('Tipo', { exact: true }).selectOption('approver');
    await shot(page, '04-template-roles');
    await atPhoneWidth(page, '04-template-roles', () => witness.waitFor());
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.waitForURL(`${stack.url}/business/envelopes/${templateId}/fields`);
    await dismissOnboarding(page, 'Como posicionar campos', 1, ONBOARDING);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revise o modelo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Salvar modelo' }).click();
    await page.waitForURL(`${stack.url}/business/documents/template`);

    const template = await api.api('GET', `/envelopes/${templateId}?extended=true`);
    expect(template.body.state).toBe('template');
    expect(
      template.body.recipients.map((recipient: { addressees: Array<{ name: string; value: string }> }) => [
        recipient.addressees[0]!.name,
        recipient.addressees[0]!.value,
      ]),
    ).toEqual([
      [RITA.name, ''],
      ['Testemunha', ''],
    ]);
  }, 120_000);

  it('uses a template: fills the addresses in and sends; the signer page asks for nothing missing', async () => {
    await page.goto(`${stack.url}/business/documents/template`);
    await row(page, 'Termo de adesão').getByRole('button', { name: 'Usar modelo' }).click();
    await page.waitForURL(/\/business\/envelopes\/[^/]+\/recipients$/);
    const envelopeId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByText('Informe o e-mail de cada destinatário').waitFor();
    const next = page.getByRole('button', { name: 'Avançar' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('listitem', { name: 'Destinatário 1' }).getByLabel('E-mail').fill(NEW_SIGNER);
    await page.getByRole('listitem', { name: 'Destinatário 2' }).getByLabel('E-mail').fill(WITNESS);
    await shot(page, '05-use-template');
    await next.click();
    await page.waitForURL(`${stack.url}/business/envelopes/${envelopeId}/fields`);
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revise e envie' }).waitFor();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('dialog', { name: 'Envelope enviado' }).waitFor();

    // The signer opens the e-mailed link: no request the page makes answers 404.
    const message = await mailTo(stack, NEW_SIGNER, VIEWER_LINK, 0, 60_000);
    const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK))!;
    const context = await browser.newContext({ locale: 'pt-BR', viewport: DESKTOP, deviceScaleFactor: 1 });
    contexts.push(context);
    const signer = await context.newPage();
    signer.setDefaultTimeout(WAIT_MS);
    const missing: string[] = [];
    signer.on('response', (response: Response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await signer.goto(link);
    await signer.getByRole('dialog', { name: 'Informações do envelope' }).waitFor();
    await signer.locator('section[data-page="1"] canvas').waitFor();
    // The page's own requests settle; a loaded machine may keep one open past the wait, and what
    // has answered by then is what the 404 check reads.
    await signer.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await shot(signer, '06-signer-page', false);
    expect(missing).toEqual([]);
  }, 180_000);
});

describe('templates in Spanish', () => {
  it('saves a template from the review step and sends an envelope from it, every page in Spanish', async () => {
    const draftId = await draft(
      'Contrato de arrendamiento',
      [{ ...RITA, type: 'signer', signed: true }],
      'Firma',
    );
    // The steps' onboardings are not what this journey is about.
    const seen = { business_envelope_recipient: true, business_envelope_fields: true };
    expect((await api.api('PUT', '/onboardings', { json: { settings: seen } })).status).toBe(200);
    const context = await browser.newContext({ locale: 'es-ES', viewport: DESKTOP, deviceScaleFactor: 1 });
    contexts.push(context);
    const spanish = await context.newPage();
    spanish.setDefaultTimeout(WAIT_MS);
    await spanish.goto(`${stack.url}/business/envelopes/${draftId}/review`);
    await submitSignInForm(spanish, SENDER.email, SENDER.password);
    // The account was made in Portuguese: its owner picks Spanish in the language menu.
    await spanish.getByRole('heading', { level: 1, name: /^(Revise e envie|Revise y envíe)$/ }).waitFor();
    await spanish.getByLabel('Idioma').first().selectOption('es');

    await spanish.getByRole('heading', { level: 1, name: 'Revise y envíe' }).waitFor();
    await expectNoPortuguese(spanish);
    await spanish.getByRole('button', { name: 'Guardar como plantilla' }).click();
    await alertSaying(spanish, 'Plantilla guardada. Está en la pestaña Plantillas.');

    await spanish.goto(`${stack.url}/business/documents/template`);
    await row(spanish, 'Contrato de arrendamiento').waitFor();
    await expectNoPortuguese(spanish);
    await shot(spanish, '07-template-list-es');
    await row(spanish, 'Contrato de arrendamiento').getByRole('button', { name: 'Usar plantilla' }).click();
    await spanish.waitForURL(/\/business\/envelopes\/[^/]+\/recipients$/);
    await spanish.getByText('Indique el correo de cada destinatario').waitFor();
    await spanish
      .getByRole('listitem', { name: 'Destinatario 1' })
      .getByLabel('Correo electrónico', { exact: true })
      .fill(`sara.${stamp}@cliente.example`);
    await expectNoPortuguese(spanish);
    await shot(spanish, '08-use-template-es');
    await spanish.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await spanish.getByRole('heading', { level: 1, name: 'Coloque los campos' }).waitFor();
    await expectNoPortuguese(spanish);
    await spanish.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await spanish.getByRole('heading', { level: 1, name: 'Revise y envíe' }).waitFor();
    await expectNoPortuguese(spanish);
    await spanish.getByRole('button', { name: 'Enviar', exact: true }).click();
    await spanish.getByRole('dialog', { name: 'Sobre enviado' }).waitFor();
    await mailTo(stack, `sara.${stamp}@cliente.example`, VIEWER_LINK, 0, 60_000);
  }, 180_000);
});
