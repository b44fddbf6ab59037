import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDF } from '@libpdf/core';
import { outboxPayloads } from './envelopes-database.js';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
import { call, expectFirstDocument, fileForm, makePdf, useDraftingApp } from './drafting-support.js';
import { asGateway } from '@rubrica/testing';
import { activeContentPdf, findActiveContent } from './active-content-support.js';

const { app, sender } = useDraftingApp('documents_api', {
  env: { ENVELOPE_MAX_FILE_MB: '1', ENVELOPE_MAX_FILES: '3' },
});
let envelopeId: string;

beforeAll(async () => {
  // Small limits so the tests reach them without megabytes of fixtures.
});

beforeEach(async () => {
  envelopeId = (await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'D' } }))
    .body.id;
});

const upload = (form: FormData, id = envelopeId) =>
  call(app.url, 'POST', `/envelopes/${id}/documents`, { headers: sender.headers, form });
const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

async function storedBytes(documentId: string): Promise<Buffer> {
  const { original_blob_key: key } = await documentRow(documentId);
  return Buffer.concat(await (await app.blobs.get(key)).toArray());
}

async function documentRow(id: string) {
  const [row] = await app.dataSource.query('SELECT * FROM documents WHERE id = $1', [id]);
  return row;
}

describe('POST envelopes/{id}/documents', () => {
  it('stores the PDF under the envelope’s key with its SHA-256, size and pages', async () => {
    const pdf = await makePdf(3, [842, 595]);
    const answer = await upload(fileForm(pdf, 'Contrato de locação.pdf'));
    const sha256 = expectFirstDocument(answer, pdf, { name: 'Contrato de locação.pdf', pages: 3 });
    expect(answer.body).toMatchObject({
      page_sizes: [
        { width: 842, height: 595 },
        { width: 842, height: 595 },
        { width: 842, height: 595 },
      ],
    });
    const row = await documentRow(answer.body.id);
    const key = `envelopes/${sender.organizationId}/${envelopeId}/documents/${answer.body.id}/original.pdf`;
    expect(row).toMatchObject({ original_blob_key: key, current_blob_key: key, sha256, pages: 3 });
    expect((await app.blobs.stat(key)).sha256).toBe(sha256);
  });

  it('logs the addition and records document.added', async () => {
    const answer = await upload(fileForm(await makePdf(), 'a.pdf'));
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId });
    expect(events.map((event) => event.type)).toContain('document.added');
    const payload = (await outboxPayloads(app.dataSource, 'rubrica.envelopes.document.added')).find(
      (p) => p.envelopeId === envelopeId,
    );
    expect(payload).toMatchObject({
      organizationId: sender.organizationId,
      document: { id: answer.body.id, name: 'a.pdf', sha256: answer.body.sha256, pageCount: 1 },
    });
  });

  it('refuses a file type not in the allowed list, naming the allowed ones', async () => {
    const answer = await upload(
      fileForm(Buffer.from('hello'), 'notes.docx', 'file', 'application/octet-stream'),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'INVALID_FILE_TYPE',
      errors: { file: ['The file must be of type: pdf.'] },
    });
    expect(
      await app.dataSource.query('SELECT 1 FROM documents WHERE envelope_id = $1', [envelopeId]),
    ).toEqual([]);
  });

  it('refuses a file over the size limit, showing the limit in MB, and keeps nothing', async () => {
    const big = Buffer.concat([await makePdf(), Buffer.alloc(1024 * 1024, 0x20)]);
    const answer = await upload(fileForm(big, 'big.pdf'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'INVALID_FILE_SIZE',
      errors: { file: ['The file may not be greater than 1 MB.'] },
    });
    const keys = [];
    for await (const entry of app.blobs.list(`envelopes/${sender.organizationId}/${envelopeId}/`))
      keys.push(entry.key);
    expect(keys).toEqual([]);
  });

  it('refuses a file that is not a readable PDF', async () => {
    const answer = await upload(fileForm(Buffer.from('%PDF-1.7 this is not really a pdf'), 'fake.pdf'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'The file is not a readable PDF.',
      errors: { file: ['The file is not a readable PDF.'] },
    });
  });

  it('refuses a PDF that needs a password to open, and keeps nothing', async () => {
    const name = 'drafting-user-password.pdf';
    const answer = await upload(fileForm(await fixture(name), name));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Password-protected PDFs cannot be signed.');
    const keys = [];
    for await (const entry of app.blobs.list(`envelopes/${sender.organizationId}/${envelopeId}/`))
      keys.push(entry.key);
    expect(keys).toEqual([]);
  });

  it('accepts a PDF restricted only by an owner password, stored without the restriction', async () => {
    const answer = await upload(fileForm(await fixture('drafting-owner-password.pdf'), 'extrato.pdf'));
    expect(answer.status).toBe(201);
    expect(answer.body.removed_content).toEqual([{ kind: 'password_restrictions', count: 1 }]);
    const stored = await storedBytes(answer.body.id);
    expect((await PDF.load(stored)).isEncrypted).toBe(false);
    expect(answer.body.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
  });

  it('removes scripts and embedded files before the first hash, tells the sender and logs it', async () => {
    const pdf = await activeContentPdf([
      'open-action-javascript',
      'page-additional-actions',
      'embedded-files',
    ]);
    const answer = await upload(fileForm(pdf, 'boleto.pdf'));
    expect(answer.status).toBe(201);
    expect(answer.body.removed_content).toEqual([
      { kind: 'javascript', count: 2 },
      { kind: 'embedded_file', count: 2 },
    ]);
    const stored = await storedBytes(answer.body.id);
    expect(await findActiveContent(stored)).toEqual([]);
    expect(answer.body).toMatchObject({
      size: stored.length,
      sha256: createHash('sha256').update(stored).digest('hex'),
    });
    const envelope = await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=1`, {
      headers: sender.headers,
    });
    expect(envelope.body.documents[0].removed_content).toEqual(answer.body.removed_content);
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId });
    const removal = events.find((event) => event.type === 'document.active_content_removed');
    expect(removal?.data).toMatchObject({
      document_id: answer.body.id,
      removed_content: answer.body.removed_content,
    });
  });

  it('tells the sender nothing was removed from a clean PDF', async () => {
    const answer = await upload(fileForm(await makePdf(), 'limpo.pdf'));
    expect(answer.body.removed_content).toEqual([]);
  });

  it('requires a file', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const answer = await upload(form);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The file field is required.'] });
    const json = await call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
      headers: sender.headers,
      json: {},
    });
    expect(json.status).toBe(422);
  });

  it('answers 400 for a body announced as multipart that is not one', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const response = await fetch(`${app.url}/envelopes/${envelopeId}/documents`, {
        method: 'POST',
        headers: await asGateway('envelopes', { ...sender.headers, 'content-type': contentType }),
        body: 'garbage',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'The multipart form could not be read.' });
    }
  });

  it('accepts at most the configured number of files per envelope', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await upload(fileForm(await makePdf(), `${index}.pdf`))).status).toBe(201);
    const answer = await upload(fileForm(await makePdf(), 'fourth.pdf'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'MAX_FILES_REACHED',
      errors: { file: ['An envelope may have at most 3 documents.'] },
    });
  });

  it('refuses documents once the envelope is sent', async () => {
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [envelopeId]);
    expect((await upload(fileForm(await makePdf(), 'late.pdf'))).status).toBe(412);
  });
});

describe('DELETE envelopes/{id}/documents/{doc}', () => {
  it('removes the document, its blob, logs it and records document.removed', async () => {
    const added = (await upload(fileForm(await makePdf(), 'gone.pdf'))).body;
    const key = (await documentRow(added.id)).original_blob_key;
    const answer = await call(app.url, 'DELETE', `/envelopes/${envelopeId}/documents/${added.id}`, {
      headers: sender.headers,
    });
    expect(answer.status).toBe(204);
    expect(await documentRow(added.id)).toBeUndefined();
    expect(await app.blobs.exists(key)).toBe(false);
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId });
    expect(events.map((event) => event.type)).toContain('document.removed');
    expect(await outboxPayloads(app.dataSource, 'rubrica.envelopes.document.removed')).toContainEqual(
      expect.objectContaining({ envelopeId, documentId: added.id, blobKey: key }),
    );
  });

  it('refuses removing a document of a sent envelope', async () => {
    const added = (await upload(fileForm(await makePdf(), 'kept.pdf'))).body;
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [envelopeId]);
    const answer = await call(app.url, 'DELETE', `/envelopes/${envelopeId}/documents/${added.id}`, {
      headers: sender.headers,
    });
    expect(answer.status).toBe(412);
    expect(await documentRow(added.id)).toBeDefined();
  });

  it('answers 404 for a document of another envelope', async () => {
    const other = (
      await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'O' } })
    ).body.id;
    const foreign = (await upload(fileForm(await makePdf(), 'f.pdf'), other)).body;
    const answer = await call(app.url, 'DELETE', `/envelopes/${envelopeId}/documents/${foreign.id}`, {
      headers: sender.headers,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Document not found.' });
  });
});
