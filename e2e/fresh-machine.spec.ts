// `make run` on a machine without LibreOffice: scripts/run.mjs starts every process of
// scripts/processes.json (on free ports, against servers of this test's own) with no `soffice` on
// PATH. Every process comes up, a PDF envelope goes from draft to completed, and an office upload
// fails with a message that names what to install, instead of the whole stack stopping; the web
// app's wizard shows that reason on the envelope once the document reports it, in the reader's
// language, at a phone's and a desktop's width.
import { delimiter, join } from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { loadConfig, z } from '@rubrica/config';
import type { BrowserClient } from './support/browser-client.js';
import { shareSession } from './support/browser-session.js';
import { launchChromium } from './support/chromium.js';
import { docx, pollUntil } from './support/envelope-files.js';
import { fileForm } from './support/png-image.js';
import { planProcessStack, runScript, type ProcessStack, type RunScript } from './support/process-stack.js';
import { sendEnvelope, signedInSender, signFromEmail } from './support/signing-journey.js';
import { ensureFreshWebBuild, ROOT } from './support/web-build.js';

const SENDER = { name: 'Sofia Sender', email: 'sofia@fresh.example', password: 'Fresh-2024-machine' };
const INSTALL_HINT =
  /LibreOffice is not installed.*apt-get install -y --no-install-recommends libreoffice-writer-nogui/;

let stack: ProcessStack;
let run: RunScript;
let sender: BrowserClient;

/** This process's PATH without any folder that holds `soffice`. */
function pathWithoutSoffice(): string {
  const { PATH } = loadConfig('fresh-machine', z.object({ PATH: z.string().default('') }));
  return PATH.split(delimiter)
    .filter((folder) => folder && !existsSync(join(folder, 'soffice')))
    .join(delimiter);
}

beforeAll(async () => {
  ensureFreshWebBuild();
  stack = await planProcessStack('fresh_machine');
  run = await runScript(stack, {
    PATH: pathWithoutSoffice(),
    HOME: stack.folder,
    LANG: 'C.UTF-8',
    // Spec section 5: pdf only unless configured; an operator offering office uploads sets this.
    ENVELOPE_ALLOWED_FILE_TYPES: 'pdf,docx',
  });
  await run.ready;
  sender = await signedInSender(stack, SENDER);
}, 300_000);

afterAll(async () => {
  const code = await run?.stop();
  await stack?.stop();
  // Ctrl-C stops every process cleanly.
  expect(code).toBe(0);
}, 60_000);

describe('make run on a machine without LibreOffice', () => {
  it('brings every process up, the storage worker saying what to install', async () => {
    for (const proc of stack.processes) {
      const probe = proc.name === 'plugin-sandbox' ? '/' : '/readyz';
      const answer = await fetch(`http://127.0.0.1:${proc.managementPort ?? proc.port}${probe}`);
      expect({ process: proc.name, ok: answer.status < 500 }).toEqual({ process: proc.name, ok: true });
    }
    expect(run.output()).toContain(`${stack.processes.length} processes ready`);
    expect(run.output()).toMatch(
      /storage-worker.*LibreOffice \(soffice\) was not found.*libreoffice-writer-nogui/,
    );
  });

  it('completes a PDF envelope from draft to signed', async () => {
    const signer = { name: 'Ana Signer', email: 'ana@fresh.example' };
    const envelope = await sendEnvelope(sender, 'Contrato sem LibreOffice', [signer]);
    await signFromEmail(stack, signer);
    const done = await pollUntil(
      async () => (await sender.api('GET', `/envelopes/${envelope.id}`)).body,
      (body) => body.state === 'completed' || body.state === 'halted',
      { timeoutMs: 90_000, everyMs: 300 },
    );
    expect(done.state).toBe('completed');
  });

  it('answers an office upload with a clear error naming what to install', async () => {
    const created = await sender.api('POST', '/envelopes', { json: { title: 'Anexo em Word' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const upload = await sender.api('POST', `/envelopes/${id}/documents`, {
      form: fileForm(
        'file',
        docx('Anexo I'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'anexo.docx',
      ),
    });
    expect(upload.status).toBe(201);
    const document = await pollUntil(
      async () => (await sender.api('GET', `/envelopes/${id}?extended=1`)).body.documents[0],
      (body) => body.conversion_status !== 'converting',
      { timeoutMs: 60_000, everyMs: 300 },
    );
    // The code lets the web app word the reason in the reader's language.
    expect(document).toMatchObject({
      conversion_status: 'failed',
      conversion_error_code: 'conversion.unavailable',
    });
    expect(document.conversion_error).toMatch(INSTALL_HINT);

    // Placing a field on it answers in the spec's error shape, the reason under `file`.
    const recipient = await sender.api('POST', `/envelopes/${id}/recipients`, {
      json: { type: 'signer', routing_order: 1, addressees: [{ value: 'bia@fresh.example', name: 'Bia' }] },
    });
    expect(recipient.status).toBe(201);
    const field = await sender.api('POST', `/envelopes/${id}/documents/${upload.body.id}/fields`, {
      json: {
        recipient_id: recipient.body.id,
        type: 'signature',
        title: 'Assinatura',
        is_required: true,
        widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.25, height: 0.05 }],
      },
    });
    expect(field.status).toBe(412);
    expect(field.body).toEqual(
      expect.objectContaining({
        message: expect.any(String),
        errors: { file: [expect.stringMatching(INSTALL_HINT)] },
      }),
    );
  });

  it("shows the reason in the web app's wizard once the document reports it", async () => {
    // In the sender's own organization, the one the app opens on.
    const shared = sender.organization;
    sender.organization = (await sender.api('GET', '/me')).body.personal_organization_id;
    const created = await sender.api('POST', '/envelopes', { json: { title: 'Proposta em Word' } });
    expect(created.status).toBe(201);
    const upload = await sender.api('POST', `/envelopes/${created.body.id}/documents`, {
      form: fileForm(
        'file',
        docx('Proposta'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'proposta.docx',
      ),
    });
    sender.organization = shared;
    expect(upload.status).toBe(201);
    // The recipients step's onboarding is not what this is about.
    const seen = { business_envelope_recipient: true };
    expect((await sender.api('PUT', '/onboardings', { json: { settings: seen } })).status).toBe(200);

    const shots = join(ROOT, 'test-results', 'fresh-machine');
    mkdirSync(shots, { recursive: true });
    const browser = await launchChromium();
    try {
      for (const width of [1366, 360]) {
        const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height: 900 } });
        await shareSession(context, sender, stack.url);
        const page = await context.newPage();
        // Opened right after the 201, while the document still converts: the wizard reads again.
        await page.goto(`${stack.url}/business/envelopes/${created.body.id}/recipients`);
        const reason = page.getByRole('alert', { name: 'Documentos que não viraram PDF' });
        await reason.waitFor({ timeout: 30_000 });
        expect(await reason.textContent()).toContain(
          'este servidor não tem o LibreOffice instalado. Peça ao administrador que instale o LibreOffice (no Debian ou Ubuntu, o pacote libreoffice-writer-nogui)',
        );
        await page.screenshot({ path: join(shots, `conversion-unavailable-${width}.png`), fullPage: true });
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});
