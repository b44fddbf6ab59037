// A sender uploads a bank-style PDF through the gateway: restricted by an owner password only, with
// scripts and embedded files. The upload answers what it removed; the envelope is sent, signed and
// sealed; the sealed document carries none of it (poppler and an independent parser over every
// object), pdfsig validates its signature and qpdf --check accepts it.
import { expectStatus } from './support/api-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { pdfsigVerdicts, pollUntil, qpdfCheck, unzip } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { sendEnvelope, signedInSender, signFromEmail } from './support/signing-journey.js';
import {
  activeContentPdf,
  encryptWithQpdf,
  findActiveContent,
  popplerActiveContent,
} from '../services/envelopes/test/active-content-support.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@ativo.example', password: 'Ativo-2024-seguro' };
const ANA = { name: 'Ana Signer', email: 'ana@ativo.example' };

let stack: EnvelopeStack;
let sofia: BrowserClient;

beforeAll(async () => {
  stack = await startEnvelopeStack('active_content');
  sofia = await signedInSender(stack, SOFIA);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('active content from upload to seal', () => {
  it('removes scripts, embedded files and the owner restriction at upload and seals a clean document', async () => {
    const pdf = await encryptWithQpdf(
      await activeContentPdf(['open-action-javascript', 'names-javascript', 'embedded-files']),
      { user: '', owner: 'banco-owner', restricted: true },
    );
    const envelope = await sendEnvelope(sofia, 'Extrato com script', [ANA], { pdf });
    expect(envelope.document.removed_content).toEqual([
      { kind: 'javascript', count: 2 },
      { kind: 'embedded_file', count: 2 },
      { kind: 'password_restrictions', count: 1 },
    ]);

    await signFromEmail(stack, ANA);
    const done = await pollUntil(
      async () => (await sofia.api('GET', `/envelopes/${envelope.id}?extended=1`)).body,
      (body) => body.state === 'completed' || body.state === 'halted',
      { timeoutMs: 90_000, everyMs: 300 },
    );
    expect(done.state).toBe('completed');
    expect(done.documents[0].removed_content).toEqual(envelope.document.removed_content);

    const download = await sofia.api('GET', `/envelopes/${envelope.id}/download`);
    expectStatus(download, 200);
    const sealed: Buffer = download.headers.get('content-type')?.includes('zip')
      ? [...unzip(download.body).values()][0]!
      : download.body;
    expect(await findActiveContent(sealed)).toEqual([]);
    expect(await popplerActiveContent(sealed)).toEqual({ javascript: '', embeddedFiles: 0 });
    const verdicts = await pdfsigVerdicts(sealed);
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.every((verdict) => verdict === 'Signature is Valid.')).toBe(true);
    expect(await qpdfCheck(sealed)).toMatchObject({ ok: true });
  });
});
