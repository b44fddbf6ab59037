// Qualified (ICP-Brasil) signatures on the whole stack behind the gateway: one signer signs with a
// cloud certificate from the sandbox provider (CPF and OTP through POST /bird-id), the next with a
// certificate held by a local plugin (signable hashes signed outside Rubrica), a third signs the
// simple way; the envelope is sealed, and every signature in the downloaded PDF is valid for
// pdfsig, qpdf accepts it, and the signature page names both certificates.
import { constants, createHash, privateEncrypt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMessage } from '@rubrica/testing';
import { ensureDevelopmentCertificate } from '../services/signing/src/pdf/index.js';
import { BrowserClient } from './support/browser-client.js';
import { multiPagePdf, pdfsigVerdicts, pdfText, pollUntil, qpdfCheck } from './support/envelope-files.js';
import { mailTo, startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';

const SOFIA = { name: 'Sofia Sender', email: 'sofia@qualificada.example', password: 'Orbita-2024' };
const NUVEM = { name: 'Nina Nuvem', email: 'nina@cliente.example' };
const PLUGIN = { name: 'Paulo Plugin', email: 'paulo@cliente.example' };
const SIMPLES = { name: 'Sara Simples', email: 'sara@cliente.example' };
const VIEWER_LINK = '/business/envelopes/viewer/';
const DOWNLOAD_LINK = '/business/envelopes/download/';
// DigestInfo prefix of a SHA-256 hash (RFC 8017, 9.2): what a token's RAW signature wraps.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

let stack: EnvelopeStack;
let sofia: BrowserClient;
let envelopeId: string;
let documentId: string;
let keyFolder: string;
/** The sealed PDF as the sender downloads it. */
let sealed: Buffer;

function expectStatus(answer: { status: number; body: unknown }, status: number): void {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
}

function tokenOf(message: ParsedMessage): string {
  const link = message.links.find((candidate) => candidate.includes(VIEWER_LINK));
  if (!link) throw new Error(`no viewer link in the e-mail to ${message.to.join(', ')}`);
  return new URL(link).pathname.split('/').pop()!;
}

async function recipientStates(): Promise<Record<string, string>> {
  const answer = await sofia.api('GET', `/envelopes/${envelopeId}?extended=1`);
  expectStatus(answer, 200);
  return Object.fromEntries(
    answer.body.recipients.map((recipient: { addressees: Array<{ value: string }>; state: string }) => [
      recipient.addressees[0]!.value,
      recipient.state,
    ]),
  );
}

/** Opens the recipient's link from their e-mail and saves their signature image. */
async function openWithSignature(email: string): Promise<{ visitor: BrowserClient; token: string }> {
  const token = tokenOf(await mailTo(stack, email, VIEWER_LINK));
  const visitor = new BrowserClient(stack.url);
  expectStatus(await visitor.api('GET', `/p/envelopes/recipients/${token}`), 200);
  const saved = await visitor.api('POST', `/p/signature-profiles/${token}/signature`, {
    form: fileForm('file', pngImage(240, 80), 'image/png', 'signature.png'),
  });
  expectStatus(saved, 200);
  return { visitor, token };
}

async function waitUntilDone(email: string): Promise<void> {
  const states = await pollUntil(
    recipientStates,
    (current) => current[email] === 'done' || current[email] === 'failed',
  );
  expect(states[email]).toBe('done');
}

beforeAll(async () => {
  keyFolder = await mkdtemp(join(tmpdir(), 'e2e-plugin-key-'));
  stack = await startEnvelopeStack('envelope_qualified');
  await signUpThroughPages(stack, SOFIA);
  sofia = await signInBrowser(stack, SOFIA.email, SOFIA.password);
  const organization = await sofia.api('POST', '/organizations', { json: { name: 'Qualificada' } });
  expectStatus(organization, 201);
  sofia.organization = organization.body.id;
});

afterAll(async () => {
  await stack?.stop();
  await rm(keyFolder, { recursive: true, force: true });
});

describe('an envelope with qualified signers', () => {
  it('is sent to two qualified signers and a simple one, in order', async () => {
    const created = await sofia.api('POST', '/envelopes', { json: { title: 'Escritura qualificada' } });
    expectStatus(created, 201);
    envelopeId = created.body.id;
    const document = await sofia.api('POST', `/envelopes/${envelopeId}/documents`, {
      form: fileForm('file', await multiPagePdf('Escritura', 2), 'application/pdf', 'escritura.pdf'),
    });
    expectStatus(document, 201);
    documentId = document.body.id;
    for (const [order, person, signatureType] of [
      [1, NUVEM, 'qualified'],
      [2, PLUGIN, 'qualified'],
      [3, SIMPLES, 'simple'],
    ] as const) {
      const recipient = await sofia.api('POST', `/envelopes/${envelopeId}/recipients`, {
        json: {
          type: 'signer',
          signature_type: signatureType,
          routing_order: order,
          addressees: [{ value: person.email, name: person.name }],
        },
      });
      expectStatus(recipient, 201);
      const field = await sofia.api('POST', `/envelopes/${envelopeId}/documents/${documentId}/fields`, {
        json: {
          recipient_id: recipient.body.id,
          type: 'signature',
          is_required: true,
          widgets: [{ page: 2, x_axis: 0.1, y_axis: 0.2 * order, width: 0.3, height: 0.06 }],
        },
      });
      expectStatus(field, 201);
    }
    expectStatus(await sofia.api('POST', `/envelopes/${envelopeId}/send`, { json: {} }), 200);
    expect(await recipientStates()).toEqual({
      [NUVEM.email]: 'waiting',
      [PLUGIN.email]: 'queued',
      [SIMPLES.email]: 'queued',
    });
  });

  it('lets the first signer sign with a cloud certificate found by CPF and OTP', async () => {
    const { visitor, token } = await openWithSignature(NUVEM.email);

    // Without a certificate a qualified signer cannot act.
    const bare = await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} });
    expectStatus(bare, 422);
    expect(bare.body.errors).toHaveProperty('signature_type');

    const wrongOtp = await visitor.api('POST', '/bird-id', {
      json: { cpf_cnpj: '529.982.247-25', otp: '000000' },
    });
    expectStatus(wrongOtp, 422);
    const revoked = await visitor.api('POST', '/bird-id', {
      json: { cpf_cnpj: '111.444.777-35', otp: '123456' },
    });
    expectStatus(revoked, 200);
    expect(
      revoked.body.certificates.every((certificate: { was_revoked: boolean }) => certificate.was_revoked),
    ).toBe(true);

    const session = await visitor.api('POST', '/bird-id', {
      json: { cpf_cnpj: '529.982.247-25', otp: '123456' },
    });
    expectStatus(session, 200);
    expect(session.body.access_token).toEqual(expect.any(String));
    const [certificate] = session.body.certificates;
    expect(certificate).toMatchObject({ was_revoked: false, has_valid_date: true });

    const acted = await visitor.api('POST', `/p/envelopes/recipients/${token}`, {
      json: {
        latitude: -23.55,
        longitude: -46.63,
        certificates: [{ alias: certificate.alias, access_token: session.body.access_token }],
      },
    });
    expectStatus(acted, 202);
    await waitUntilDone(NUVEM.email);
  });

  it('lets the second signer sign the hashes with a certificate their local plugin holds', async () => {
    const { visitor, token } = await openWithSignature(PLUGIN.email);
    const { credentials, path } = await ensureDevelopmentCertificate(keyFolder);
    const pem = await readFile(path, 'utf8');
    const certificatePem = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/)![0];

    const prepared = await visitor.api('POST', `/p/envelopes/recipients/${token}/generate-signable-hashes`, {
      json: { certificates: [certificatePem], latitude: -22.9, longitude: -43.2 },
    });
    expectStatus(prepared, 200);
    expect(prepared.body.documents).toEqual([{ id: documentId, signable_hash: expect.any(String) }]);
    expect((await recipientStates())[PLUGIN.email]).toBe('signing');

    // What the plugin does with format RAW: PKCS#1 v1.5 over the DigestInfo of the given hash.
    const documents = prepared.body.documents.map((entry: { id: string; signable_hash: string }) => ({
      id: entry.id,
      signature: privateEncrypt(
        { key: credentials.key, padding: constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(entry.signable_hash, 'base64')]),
      ).toString('base64'),
    }));
    const acted = await visitor.api('POST', `/p/envelopes/recipients/${token}`, {
      json: { tcn: prepared.body.tcn, documents, certificates: [certificatePem] },
    });
    expectStatus(acted, 202);
    await waitUntilDone(PLUGIN.email);
  });

  it('completes after the simple signer; every signature of the sealed PDF is valid', async () => {
    const { visitor, token } = await openWithSignature(SIMPLES.email);
    expectStatus(await visitor.api('POST', `/p/envelopes/recipients/${token}`, { json: {} }), 202);
    const completed = await pollUntil(
      async () => (await sofia.api('GET', `/envelopes/${envelopeId}`)).body,
      (body) => body.state === 'completed' || body.state === 'halted',
    );
    expect(completed.state).toBe('completed');

    const download = await sofia.api('GET', `/envelopes/${envelopeId}/download`);
    expectStatus(download, 200);
    const pdf = (sealed = download.body as Buffer);
    // Nina's and Paulo's own signatures, then the platform's seal: appended revisions keep all valid.
    expect(await pdfsigVerdicts(pdf)).toEqual([
      'Signature is Valid.',
      'Signature is Valid.',
      'Signature is Valid.',
    ]);
    expect(await qpdfCheck(pdf)).toMatchObject({ ok: true });

    const page = await sofia.api('GET', `/envelopes/${envelopeId}/background-sheet/download`);
    expectStatus(page, 200);
    const sheet = (await pdfText(page.body)).replace(/\s+/g, ' ');
    expect(sheet).toContain('CPF 529.982.247-25');
    expect(sheet).toContain('Rubrica development seal');

    const history = await sofia.api('GET', `/envelopes/${envelopeId}/events?sort=-created_at`);
    expectStatus(history, 200);
    const messages = history.body.data.map((entry: { message: string }) => entry.message).join('\n');
    expect(messages).toContain(NUVEM.name);
    // Worded in the envelope's language (the sender's), whichever it is.
    expect(messages).toMatch(/qualified certificate|certificado qualificado|certificado cualificado/);
  });

  it("gives every recipient the sender's sealed copy, platform seal included, on each download path", async () => {
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    for (const person of [NUVEM, PLUGIN, SIMPLES]) {
      const link = (await mailTo(stack, person.email, DOWNLOAD_LINK)).links.find((candidate) =>
        candidate.includes(DOWNLOAD_LINK),
      )!;
      const token = new URL(link).pathname.split('/').pop()!;
      const visitor = new BrowserClient(stack.url);
      // The download page's direct link, and its per-document "signed document" button.
      for (const path of [
        `/p/envelopes/${token}/download`,
        `/p/envelopes/${token}/documents/${documentId}/display`,
      ]) {
        const answer = await visitor.api('GET', path);
        expectStatus(answer, 200);
        expect(sha256(answer.body)).toBe(sha256(sealed));
      }
    }
    expect(await pdfsigVerdicts(sealed)).toHaveLength(3);
  });
});
