import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
import { issueToken, sealEnvelope, seedEnvelope } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';

const run = promisify(execFile);
const kit = useFlowApp('downloads');

/** The entries of a zip and their bytes (unpacked with the system's unzip). */
async function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  return inTemporaryDirectory('envelopes-zip-', async (folder) => {
    await writeFile(join(folder, 'archive.zip'), bytes);
    const { stdout } = await run('zipinfo', ['-1', join(folder, 'archive.zip')]);
    await run('unzip', ['-q', join(folder, 'archive.zip'), '-d', join(folder, 'out')]);
    const entries: Record<string, Buffer> = {};
    for (const name of stdout.split('\n').filter(Boolean))
      entries[name] = await readFile(join(folder, 'out', name));
    return entries;
  });
}

describe('GET envelopes/{id}/download', () => {
  it('gives the PDF itself for one document, and records the download', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      state: 'in-transit',
      documents: ['lease.pdf'],
    });
    const answer = await call(kit.url, 'GET', `/envelopes/${envelope.id}/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="lease.pdf"');
    expect(answer.bytes.equals(envelope.documentBytes[0]!)).toBe(true);
    const [event] = await kit.dataSource.query(
      `SELECT type, data FROM envelope_events WHERE envelope_id = $1 AND type = 'envelope.downloaded'`,
      [envelope.id],
    );
    expect(event.data).toEqual({
      user_id: envelope.senderUserId,
      ip_address: expect.any(String),
      user_agent: expect.any(String),
    });
  });

  it('streams a zip of every document, the signed versions once completed', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      documents: ['a.pdf', 'b.pdf', 'a.pdf'],
    });
    const working = await call(kit.url, 'GET', `/envelopes/${envelope.id}/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(working.headers.get('content-type')).toBe('application/zip');
    const before = await unzip(working.bytes);
    expect(Object.keys(before).sort()).toEqual(['a (2).pdf', 'a.pdf', 'b.pdf']);
    expect(before['b.pdf']!.equals(envelope.documentBytes[1]!)).toBe(true);

    const { signed } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    const completed = await call(kit.url, 'GET', `/envelopes/${envelope.id}/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    const after = await unzip(completed.bytes);
    expect(after['a.pdf']!.equals(signed[0]!)).toBe(true);
    expect(after['b.pdf']!.equals(signed[1]!)).toBe(true);
  });

  it('is invisible to another organization (404) and records nothing', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await call(kit.url, 'GET', `/envelopes/${envelope.id}/download`, {
      headers: member(randomUUID(), randomUUID()),
    });
    expect(answer.status).toBe(404);
    expect(
      await kit.dataSource.query('SELECT 1 FROM envelope_events WHERE envelope_id = $1', [envelope.id]),
    ).toEqual([]);
  });
});

describe('GET envelopes/{id}/documents/{doc}/display', () => {
  it("shows a draft's document inline to its organization, and 404 to another one", async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      state: 'draft',
      documents: ['a.pdf', 'b.pdf'],
    });
    const path = `/envelopes/${envelope.id}/documents/${envelope.documentIds[1]}/display`;
    const answer = await call(kit.url, 'GET', path, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^inline/);
    expect(answer.bytes.equals(envelope.documentBytes[1]!)).toBe(true);
    const stranger = await call(kit.url, 'GET', path, { headers: member(randomUUID(), randomUUID()) });
    expect(stranger.status).toBe(404);
    const otherDocument = await call(
      kit.url,
      'GET',
      `/envelopes/${envelope.id}/documents/${randomUUID()}/display`,
      { headers: member(envelope.senderUserId, envelope.organizationId) },
    );
    expect(otherDocument.status).toBe(404);
  });

  it('shows the sealed PDF once the envelope is completed, to members and through a download link', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { documents: ['a.pdf', 'b.pdf'] });
    const { signed } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    const token = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!, 'download');
    const documentId = envelope.documentIds[1]!;
    const asMember = await call(kit.url, 'GET', `/envelopes/${envelope.id}/documents/${documentId}/display`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    const asRecipient = await call(kit.url, 'GET', `/p/envelopes/${token}/documents/${documentId}/display`);
    for (const answer of [asMember, asRecipient]) {
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(signed[1]!)).toBe(true);
    }
  });

  it('is the display link the envelope itself gives for each document, naming its organization', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'draft' });
    const answer = await call(kit.url, 'GET', `/envelopes/${envelope.id}?extended=true`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(answer.status).toBe(200);
    const [document] = (answer.body as { documents: Array<{ links: { display: string } }> }).documents;
    expect(document!.links.display).toBe(
      `/api/envelopes/${envelope.id}/documents/${envelope.documentIds[0]}/display?organization=${envelope.organizationId}`,
    );
  });
});

describe('GET envelopes/{id}/background-sheet/download', () => {
  it('is refused until the envelope is completed, then gives the signature page', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'in-transit' });
    const early = await call(kit.url, 'GET', `/envelopes/${envelope.id}/background-sheet/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(early.status).toBe(412);
    expect(early.body).toMatchObject({
      message: 'The signature page is available once the envelope is completed.',
    });
    const { signaturePage } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    const ready = await call(kit.url, 'GET', `/envelopes/${envelope.id}/background-sheet/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(ready.status).toBe(200);
    expect(ready.bytes.equals(signaturePage)).toBe(true);
    // Named in the envelope's language, like the page itself: pt-BR unless it was sent in another.
    expect(ready.headers.get('content-disposition')).toContain(
      'filename="Contract - folha de assinaturas.pdf"',
    );
  });

  it('names the file in the language the envelope was sent in', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'in-transit' });
    await kit.dataSource.query(`UPDATE envelopes SET metadata = '{"locale": "es"}'::jsonb WHERE id = $1`, [
      envelope.id,
    ]);
    await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    const ready = await call(kit.url, 'GET', `/envelopes/${envelope.id}/background-sheet/download`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('content-disposition')).toContain('filename="Contract - hoja de firmas.pdf"');
  });
});

describe('public downloads (p/envelopes/{token}/...)', () => {
  it('serve the link’s recipient: the documents and, once completed, the signature page', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'in-transit' });
    const action = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!);
    const documents = await call(kit.url, 'GET', `/p/envelopes/${action}/download`);
    expect(documents.status).toBe(200);
    expect(documents.bytes.equals(envelope.documentBytes[0]!)).toBe(true);
    expect((await call(kit.url, 'GET', `/p/envelopes/${action}/background-sheet/download`)).status).toBe(412);

    const { signaturePage } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
    // The action link died with the envelope's end; the completion e-mail's download link opens it.
    expect((await call(kit.url, 'GET', `/p/envelopes/${action}/download`)).status).toBe(400);
    const download = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!, 'download');
    const sheet = await call(kit.url, 'GET', `/p/envelopes/${download}/background-sheet/download`);
    expect(sheet.status).toBe(200);
    expect(sheet.bytes.equals(signaturePage)).toBe(true);
  });

  it('show one document inline for the signing viewer, only documents of the link’s envelope', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      state: 'in-transit',
      documents: ['a.pdf', 'b.pdf'],
    });
    const other = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'in-transit' });
    const token = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[0]!);
    const shown = await call(
      kit.url,
      'GET',
      `/p/envelopes/${token}/documents/${envelope.documentIds[1]}/display`,
    );
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="b.pdf"/);
    expect(shown.bytes.equals(envelope.documentBytes[1]!)).toBe(true);
    const foreign = await call(
      kit.url,
      'GET',
      `/p/envelopes/${token}/documents/${other.documentIds[0]}/display`,
    );
    expect(foreign.status).toBe(404);
  });

  it('answer 400 for a bad token', async () => {
    expect((await call(kit.url, 'GET', `/p/envelopes/${'x'.repeat(43)}/download`)).status).toBe(400);
  });
});
