// Qualified signatures as signers give them, in a real browser against every process (the gateway
// serving the built SPA, identity, billing, envelopes and signing with their workers) and the
// sandbox signer plugin on this computer's loopback, where the SPA looks for it: a sender sends an
// envelope to two qualified signers. One first gives the CPF of a revoked cloud certificate (the
// failure says so) and then signs with the sandbox cloud provider's valid one; the other signs
// with the local plugin (the plugin's authorisation page in the frame, a sandbox A1 certificate
// and its PIN). The envelope completes and each signature in the PDF carries its signer's certificate.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { ParsedMessage } from '@rubrica/testing';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';

import { SANDBOX_SIGNER_PLUGIN_LICENSE } from '../services/envelopes/src/envelopes.config.js';
import { loadPluginSandboxConfig } from '../services/signing/src/plugin-sandbox/plugin-sandbox.config.js';
import { ensureSandboxCertificates } from '../services/signing/src/plugin-sandbox/sandbox-certificates.js';
import {
  createSandboxPlugin,
  type SandboxPlugin,
} from '../services/signing/src/plugin-sandbox/sandbox-plugin-server.js';
import type { BrowserClient } from './support/browser-client.js';
import { launchChromium, BROWSER_WAIT_MS } from './support/chromium.js';
import { multiPagePdf, pollUntil } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm } from './support/png-image.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SHOTS = join(ROOT, 'test-results', 'web-qualified');
const DESKTOP = { width: 1366, height: 900 };
const WAIT_MS = BROWSER_WAIT_MS;
const VIEWER_LINK = '/business/envelopes/viewer/';
/** Where the built SPA looks for the plugin by default (VITE_SIGNER_PLUGIN_URL unset). */
const PLUGIN_PORT = 17300;

const stamp = Date.now();
const SENDER = { name: 'Sofia Andrade', email: `sofia.q.${stamp}@orbita.example`, password: 'Orbita-2024' };
const PAULA = { name: 'Paula Plugin', email: `paula.${stamp}@cliente.example` };
const NUNO = { name: 'Nuno Nuvem', email: `nuno.${stamp}@cliente.example` };

let stack: EnvelopeStack;
let browser: Browser;
let plugin: SandboxPlugin;
let pluginData: string;
let sofia: BrowserClient;
let envelopeId: string;
const contexts: BrowserContext[] = [];
let lastPage: Page | undefined;
let broken = false;
/** Calls the pages made that were refused, named in a failing step's error. */
const refusals: string[] = [];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });

/** Fails with the answer's body in the message, which a bare status comparison would hide. */
function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

const linkIn = (message: ParsedMessage, part: string): string => {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${message.subject}" to ${message.to.join(', ')}`);
  return link;
};

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: DESKTOP, deviceScaleFactor: 1 });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.on('requestfailed', (request) =>
    refusals.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? '?'}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      void response
        .text()
        .catch(() => '')
        .then((body) =>
          refusals.push(
            `${response.request().method()} ${response.url()} ${response.status()} ${body.slice(0, 300)}`,
          ),
        );
  });
  lastPage = page;
  return page;
}

const step = (name: string, work: () => Promise<void>, timeoutMs = 120_000) =>
  it(
    name,
    async () => {
      if (broken) throw new Error('an earlier step failed');
      try {
        await work();
      } catch (error) {
        broken = true;
        if (lastPage)
          await lastPage
            .screenshot({ path: join(SHOTS, 'failure.png'), fullPage: true })
            .catch(() => undefined);
        if (refusals.length)
          throw new Error(`${String(error)}\nrefused calls:\n${refusals.join('\n')}`, { cause: error });
        throw error;
      }
    },
    timeoutMs,
  );

/**
 * Opens the e-mailed link without a session, closes the information, makes the signature image
 * (typed), accepts the terms and asks to complete.
 */
async function openAndComplete(person: { email: string }): Promise<Page> {
  const page = await newPage();
  await page.goto(linkIn(await mailTo(stack, person.email, VIEWER_LINK, 0, 60_000), VIEWER_LINK));
  const info = page.getByRole('dialog', { name: 'Envelope information' });
  await info.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Signature', exact: true }).click();
  const creator = page.getByRole('dialog', { name: 'Create signature' });
  await creator.getByRole('button', { name: 'Save and use' }).click();
  await creator.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Signature', exact: true }).locator('img').waitFor();
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  return page;
}

/** The signature dictionaries' signer names, as poppler reads them from the PDF. */
async function signerNames(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'qualified-pdf-'));
  try {
    const path = join(dir, 'signed.pdf');
    await writeFile(path, pdf);
    const { stdout } = await promisify(execFile)('pdfsig', [path]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return [...stdout.matchAll(/- Signer Certificate Common Name: (.*)$/gm)].map((match) => match[1]!.trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  ensureFreshWebBuild();
  mkdirSync(SHOTS, { recursive: true });
  stack = await startEnvelopeStack('web_qualified');
  // The plugin as `make run` starts it, but answering this stack's SPA origin.
  const defaults = loadPluginSandboxConfig({});
  pluginData = await mkdtemp(join(tmpdir(), 'plugin-sandbox-e2e-'));
  const { certificates } = await ensureSandboxCertificates(pluginData);
  plugin = createSandboxPlugin({
    certificates,
    license: defaults.PLUGIN_SANDBOX_LICENSE,
    pin: defaults.PLUGIN_SANDBOX_PIN,
    allowedOrigins: [stack.url],
  });
  await plugin.listen(PLUGIN_PORT, '127.0.0.1');
  browser = await launchChromium();

  await signUpThroughPages(stack, SENDER);
  sofia = await signInBrowser(stack, SENDER.email, SENDER.password);
  const organization = await sofia.api('POST', '/organizations', { json: { name: 'Órbita' } });
  expectStatus(organization, 201);
  sofia.organization = organization.body.id;
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await plugin?.close();
  await stack?.stop();
  if (pluginData) await rm(pluginData, { recursive: true, force: true });
});

describe('qualified signatures in the browser', () => {
  it('runs the sandbox plugin with the licence the envelopes service hands out by default', () => {
    expect(loadPluginSandboxConfig({}).PLUGIN_SANDBOX_LICENSE).toBe(SANDBOX_SIGNER_PLUGIN_LICENSE);
  });

  step('sends an envelope to two qualified signers', async () => {
    const created = await sofia.api('POST', '/envelopes', { json: { title: 'Contrato qualificado' } });
    expectStatus(created, 201);
    envelopeId = created.body.id;
    const document = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
      form: fileForm(
        'file',
        await multiPagePdf('Contrato qualificado', 1),
        'application/pdf',
        'contrato.pdf',
      ),
    });
    expectStatus(document, 201);
    for (const [index, person] of [PAULA, NUNO].entries()) {
      const recipient = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
        json: {
          type: 'signer',
          signature_type: 'qualified',
          routing_order: null,
          addressees: [{ via: 'email', value: person.email, name: person.name }],
        },
      });
      expectStatus(recipient, 201);
      const field = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${document.body.id}/fields`, {
        json: {
          recipient_id: recipient.body.id,
          type: 'signature',
          is_required: true,
          widgets: [{ page: 1, x_axis: 0.1 + index * 0.45, y_axis: 0.7, width: 0.3, height: 0.06 }],
        },
      });
      expectStatus(field, 201);
    }
    expectStatus(await sofia.api('POST', `/envelopes/${envelopeId}/send`, { json: {} }), 200);
  });

  step('says a revoked cloud certificate cannot sign, then signs with the valid one', async () => {
    const page = await openAndComplete(NUNO);
    await page.getByRole('dialog', { name: 'Sign with a digital certificate' }).waitFor();
    await shot(page, 'nuno-1-choice');
    await page
      .getByRole('dialog', { name: 'Sign with a digital certificate' })
      .getByRole('button', { name: 'Cloud certificate' })
      .click();
    let cloud = page.getByRole('dialog', { name: 'Cloud certificate' });
    await cloud.getByLabel('CPF or CNPJ').fill('11144477735');
    await cloud.getByLabel('One-time password (OTP)').fill('123456');
    await shot(page, 'nuno-2-cloud-certificate');
    await cloud.getByRole('button', { name: 'Sign' }).click();
    const failure = page.getByRole('dialog', { name: 'Signature failed' });
    await failure.getByText('Could not complete the signature. The certificate was revoked.').waitFor();
    await shot(page, 'nuno-3-revoked');
    await failure.getByRole('button', { name: 'Try again' }).click();

    await page
      .getByRole('dialog', { name: 'Sign with a digital certificate' })
      .getByRole('button', { name: 'Cloud certificate' })
      .click();
    cloud = page.getByRole('dialog', { name: 'Cloud certificate' });
    await cloud.getByLabel('CPF or CNPJ').fill('52998224725');
    await expectValue(cloud.getByLabel('CPF or CNPJ'), '529.982.247-25');
    await cloud.getByLabel('One-time password (OTP)').fill('123456');
    await cloud.getByRole('button', { name: 'Sign' }).click();
    await page.getByRole('dialog', { name: 'Document signed' }).waitFor({ timeout: 60_000 });
  });

  step(
    'signs with the local plugin: authorised in its frame, a sandbox A1 certificate and its PIN',
    async () => {
      const page = await openAndComplete(PAULA);
      await page
        .getByRole('dialog', { name: 'Sign with a digital certificate' })
        .getByRole('button', { name: 'Certificate on this computer (A1 or A3)' })
        .click();
      const frame = page.frameLocator('iframe[title="Signer plugin authorisation"]');
      await frame.getByRole('button', { name: 'Allow' }).waitFor();
      await shot(page, 'paula-1-authorise-frame');
      await frame.getByRole('button', { name: 'Allow' }).click();
      const dialog = page.getByRole('dialog', { name: 'Signer plugin' });
      await dialog.getByRole('radio', { name: /ana\.sandbox@rubrica\.example/ }).check();
      await dialog.getByLabel('Certificate PIN').fill('1234');
      await shot(page, 'paula-2-certificate-and-pin');
      await dialog.getByRole('button', { name: 'Sign' }).click();
      await page.getByRole('dialog', { name: /Request sent|Document signed/ }).waitFor();
      await page.getByRole('dialog', { name: 'Document signed' }).waitFor({ timeout: 60_000 });
    },
  );

  step('completes the envelope with both qualified signatures in the PDF', async () => {
    await pollUntil(
      async () => (await sofia.api('GET', `/envelopes/${envelopeId}`)).body.state,
      (state) => state === 'completed',
      { timeoutMs: 60_000, everyMs: 500 },
    );
    const download = await sofia.api('GET', `/envelopes/${envelopeId}/download`);
    expectStatus(download, 200);
    // One document comes as the PDF itself.
    const pdf = download.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const names = await signerNames(pdf);
    expect(names).toEqual(expect.arrayContaining(['ANA SANDBOX DA SILVA:52998224725']));
    expect(names.length).toBeGreaterThanOrEqual(2);
  });
});

async function expectValue(locator: ReturnType<Page['getByLabel']>, value: string): Promise<void> {
  await pollUntil(
    () => locator.inputValue(),
    (current) => current === value,
    { timeoutMs: WAIT_MS },
  );
}
