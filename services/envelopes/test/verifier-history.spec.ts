import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { chainEvent } from '../src/envelopes/domain/envelope-event-chain.js';
import { exportHistory, HISTORY_ATTACHMENT_NAME } from '../src/envelopes/domain/history-export.js';
import { appendEnvelopeEvent } from '../src/envelopes/envelope-event.store.js';
import type { HistoryText } from '../src/envelopes/history/history-text.js';
import { EnvelopeFlowStore } from '../src/envelope-flow/envelope-flow.store.js';
import { GOVERNMENT_VALIDATOR_URL, SignaturePageBuilder } from '../src/envelope-flow/signature-page.js';
import { sealEnvelope, seedEnvelope, type SeededEnvelope } from './flow-support/envelope-fixtures.js';
import { call, startFlowApp, type FlowTestApp } from './flow-support/flow-test-kit.js';

let kit: FlowTestApp;

beforeAll(async () => {
  kit = await startFlowApp('verifier-history');
});

afterAll(async () => {
  await kit?.close();
});

/** A completed envelope with a history of a few entries, the last one a signature. */
async function completedWithHistory(signatureType: 'simple' | 'qualified' = 'simple') {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    state: 'in-transit',
    recipients: [{ name: 'Ana', signatureType }],
  });
  await sealEnvelope(kit.dataSource, kit.blobs, envelope);
  await kit.dataSource.transaction(async (manager) => {
    const log = (type: string, code: HistoryText['code'], data: Record<string, unknown> = {}) =>
      appendEnvelopeEvent(manager, { envelopeId: envelope.id, type, text: { code }, data });
    await log('envelope.created', 'envelope.created');
    await log('envelope.sent', 'envelope.sent');
    await log('recipient.acted', 'recipient.signed', {
      recipient_id: envelope.recipientIds[0],
      action: 'signed',
      ip_address: '192.0.2.44',
      ...(signatureType === 'qualified'
        ? { certificate: { subject_name: 'ANA SOUZA', cpf_cnpj: '52998224725', issuer_name: 'AC Teste' } }
        : {}),
    });
  });
  return envelope;
}

/** The signature page's content, as the sealing request carries it to the signing service. */
async function pageContent(envelope: SeededEnvelope) {
  const manager = kit.dataSource.manager;
  const loaded = await kit.app.get(EnvelopeFlowStore).read(manager, envelope.id);
  return kit.app.get(SignaturePageBuilder).build(manager, loaded!);
}

/** A PDF carrying `json` as the signature page does (the signing service writes it so). */
async function pageWith(json: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await pdf.attach(new TextEncoder().encode(json), HISTORY_ATTACHMENT_NAME, {
    mimeType: 'application/json',
  });
  return Buffer.from(await pdf.save());
}

const validate = (file: Buffer, code?: string) => {
  const form = new FormData();
  if (code) form.append('code', code);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'signature-page.pdf');
  return call(kit.url, 'POST', '/p/envelopes/documents/validate', { form });
};

describe('the verifier checks the history a signature page carries', () => {
  it('finds the envelope from the page alone when its chain holds and ends in our record', async () => {
    const envelope = await completedWithHistory();
    const content = await pageContent(envelope);
    const history = JSON.parse(content.historyJson);
    expect(history.entries.map((entry: { type: string }) => entry.type)).toEqual([
      'envelope.created',
      'envelope.sent',
      'recipient.acted',
    ]);
    expect(content.governmentValidatorUrl).toBeUndefined();
    expect(content.validarUrl).toBeUndefined();

    const answer = await validate(await pageWith(content.historyJson));
    expect(answer.status).toBe(200);
    expect(answer.body.history).toEqual({ valid: true, entries: 3, matches_record: true });
    expect(answer.body.code).toBe(envelope.hashid);
    expect(answer.body.envelope.qualified_signatures).toBe(false);
  });

  it('reports a tampered entry: which one, and why', async () => {
    const envelope = await completedWithHistory();
    const history = JSON.parse((await pageContent(envelope)).historyJson);
    history.entries[2].data.ip_address = '203.0.113.9';
    const answer = await validate(await pageWith(JSON.stringify(history)), envelope.hashid);
    expect(answer.status).toBe(200);
    expect(answer.body.history).toEqual({
      valid: false,
      entries: 3,
      sequence: 3,
      reason: 'content',
      message: 'History entry 3: content does not match its hash.',
      matches_record: false,
    });
    // The code still describes the envelope; the page's history is what failed.
    expect(answer.body.code).toBe(envelope.hashid);
  });

  it('tells nothing of an envelope from a chain that holds but is not ours', async () => {
    const envelope = await completedWithHistory();
    const history = JSON.parse((await pageContent(envelope)).historyJson);
    // Recomputed from the start by someone else: it holds, but ends at a hash we never wrote.
    const forged = chainEvent(null, {
      envelopeId: envelope.id,
      type: 'envelope.created',
      message: 'Envelope created',
      data: {},
      createdAt: new Date(),
    });
    const answer = await validate(await pageWith(JSON.stringify(exportHistory(envelope, [forged]))));
    expect(history.entries).toHaveLength(3);
    expect(answer.body.history).toEqual({ valid: true, entries: 1, matches_record: false });
    expect(answer.body.code).toBeUndefined();
  });

  it('says an unreadable attachment is not a history, and leaves a file without one alone', async () => {
    const envelope = await completedWithHistory();
    const broken = await validate(await pageWith('{"not":"ours"}'), envelope.hashid);
    expect(broken.body.history).toMatchObject({ valid: false, reason: 'unreadable' });
    const plain = await PDFDocument.create();
    plain.addPage();
    const none = await validate(Buffer.from(await plain.save()), envelope.hashid);
    expect(none.body.history).toBeUndefined();
  });

  it('offers the government validator when an ICP-Brasil certificate signed', async () => {
    const envelope = await completedWithHistory('qualified');
    const content = await pageContent(envelope);
    expect(content.governmentValidatorUrl).toBe(GOVERNMENT_VALIDATOR_URL);
    expect(content.validarUrl).toBe(
      `${kit.config.PUBLIC_URL.replace(/\/+$/, '')}/api/p/envelopes/documents/validar/${envelope.id}`,
    );
    const answer = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      json: { code: envelope.hashid },
    });
    expect(answer.body.envelope.qualified_signatures).toBe(true);
  });
});

describe('ITI VALIDAR’s QR code hook', () => {
  const FORMAT = 'application/validador-iti+json';
  const ask = (envelopeId: string, secret: string, format = FORMAT) =>
    call(
      kit.url,
      'GET',
      `/p/envelopes/documents/validar/${envelopeId}?_format=${encodeURIComponent(format)}&_secretCode=${encodeURIComponent(secret)}`,
    );

  it('answers the signed files’ addresses for the validation code, and each serves the sealed PDF', async () => {
    const envelope = await completedWithHistory('qualified');
    const answer = await ask(envelope.id, envelope.hashid);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      version: '1.0.0',
      prescription: { signatureFiles: [{ url: expect.stringContaining(`/validar/${envelope.id}/files/`) }] },
    });
    const url = new URL(answer.body.prescription.signatureFiles[0].url);
    expect(url.pathname.startsWith('/api/')).toBe(true);
    const file = await call(kit.url, 'GET', `${url.pathname.replace(/^\/api/, '')}${url.search}`);
    expect(file.status).toBe(200);
    const [sealed] = await kit.dataSource.query(
      'SELECT sha256 FROM sealed_documents WHERE envelope_id = $1',
      [envelope.id],
    );
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(sealed.sha256);
  });

  it('answers 401 to a wrong code, for the list and for a file', async () => {
    const envelope = await completedWithHistory('qualified');
    expect((await ask(envelope.id, 'WRONG')).status).toBe(401);
    const file = await call(
      kit.url,
      'GET',
      `/p/envelopes/documents/validar/${envelope.id}/files/${envelope.documentIds[0]}?_secretCode=WRONG`,
    );
    expect(file.status).toBe(401);
  });

  it('answers 404 for an envelope without ICP-Brasil signatures or unknown, even with its code', async () => {
    const simple = await completedWithHistory('simple');
    expect((await ask(simple.id, simple.hashid)).status).toBe(404);
    expect((await ask('not-an-id', 'x')).status).toBe(404);
  });

  it('refuses a query without VALIDAR’s format (422)', async () => {
    const envelope = await completedWithHistory('qualified');
    expect((await ask(envelope.id, envelope.hashid, 'application/json')).status).toBe(422);
  });
});
