// POST envelopes/{id}/documents with `{ item_id }`: the envelope-side rules, against a responder
// that answers `storage.get_item.v1` as the storage service does (the whole path with the real
// storage service is e2e/storage-documents.spec.ts).
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { AppError, toWireError } from '@rubrica/errors';
import { outboxPayloads } from './envelopes-database.js';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';
import { resolveTestServices } from '@rubrica/testing';
import { EnvelopeEventEntity } from '../src/envelopes/envelope-event.entity.js';
import { call, expectFirstDocument, makePdf, useDraftingApp, type TestMember } from './drafting-support.js';

interface StoredFile {
  organizationId: string;
  name: string;
  isDirectory: boolean;
  blobKey: string;
  size: number;
  sha256: string;
  /** Saved by this member and shared with nobody: storage answers it to them and to the owner only. */
  privateTo?: string;
}

const { app } = useDraftingApp('documents_storage_items', {
  env: {
    ENVELOPE_MAX_FILE_MB: '1',
    ENVELOPE_MAX_FILES: '2',
  },
});
let nats: NatsConnection;
let storage: Subscription;
/** What "storage" holds: item id → item; only this file's organizations are answered. */
const items = new Map<string, StoredFile>();
const organizations = new Set<string>();
/** A new organization's member for each test. */
let sender: TestMember;
let envelopeId: string;

beforeAll(async () => {
  nats = await connect({ servers: (await resolveTestServices()).natsUrl });
  storage = nats.subscribe('storage.get_item.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: unknown }>();
      const request = decodeRpcRequest('storage.get_item.v1', packet.data as never);
      // Other files' requests are left to their own responders.
      if (!organizations.has(request.organizationId)) return;
      const item = items.get(request.itemId);
      // Storage's sharing rule for a member the asking service acts for.
      const readable =
        !item?.privateTo || !request.userId || request.isOwner || item.privateTo === request.userId;
      const reply =
        item && readable && item.organizationId === request.organizationId
          ? {
              response: encodeRpcResponse('storage.get_item.v1', {
                item: {
                  id: request.itemId,
                  name: item.name,
                  isDirectory: item.isDirectory,
                  mimetype: item.isDirectory ? 'inode/directory' : 'application/pdf',
                  sizeBytes: BigInt(item.size),
                  sha256: item.sha256,
                  blobKey: item.blobKey,
                },
              }),
            }
          : { err: toWireError(AppError.notFound('storage_item.not_found', 'Item not found.')) };
      message.respond(JSON.stringify({ id: packet.id, ...reply, isDisposed: true }));
    },
  });
  await nats.flush();
});

afterAll(async () => {
  storage?.unsubscribe();
  await nats?.close();
});

beforeEach(async () => {
  sender = app.member();
  organizations.add(sender.organizationId);
  envelopeId = (await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'S' } }))
    .body.id;
});

/** A file in "storage": its bytes in the shared blob store, as the storage service keeps them. */
async function storeFile(
  bytes: Buffer,
  name = 'Stored.pdf',
  organizationId = sender.organizationId,
  privateTo?: string,
) {
  const id = randomUUID();
  const blobKey = `storage/${organizationId}/items/${id}.pdf`;
  const put = await app.blobs.put(blobKey, bytes, { contentType: 'application/pdf' });
  items.set(id, {
    organizationId,
    name,
    isDirectory: false,
    blobKey,
    size: put.size,
    sha256: put.sha256,
    ...(privateTo ? { privateTo } : {}),
  });
  return { id, blobKey };
}

const attach = (itemId: unknown, member = sender, id = envelopeId) =>
  call(app.url, 'POST', `/envelopes/${id}/documents`, { headers: member.headers, json: { item_id: itemId } });

async function documentKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of app.blobs.list(`envelopes/${sender.organizationId}/${envelopeId}/`))
    keys.push(entry.key);
  return keys;
}

describe('POST envelopes/{id}/documents {item_id}', () => {
  it('copies the stored PDF into the envelope’s own blob and answers the document as an upload', async () => {
    const pdf = await makePdf(2);
    const stored = await storeFile(pdf, 'Contrato guardado.pdf');
    const answer = await attach(stored.id);
    const sha256 = expectFirstDocument(answer, pdf, { name: 'Contrato guardado.pdf', pages: 2 });
    const key = `envelopes/${sender.organizationId}/${envelopeId}/documents/${answer.body.id}/original.pdf`;
    expect((await app.blobs.stat(key)).sha256).toBe(sha256);
    // Removing the stored file later leaves the envelope's copy alone.
    await app.blobs.delete(stored.blobKey);
    expect(await app.blobs.exists(key)).toBe(true);
  });

  it('logs the addition and records document.added', async () => {
    const answer = await attach((await storeFile(await makePdf())).id);
    const events = await app.dataSource.getRepository(EnvelopeEventEntity).findBy({ envelopeId });
    expect(events.map((event) => event.type)).toContain('document.added');
    expect(await outboxPayloads(app.dataSource, 'rubrica.envelopes.document.added')).toContainEqual(
      expect.objectContaining({ envelopeId, document: expect.objectContaining({ id: answer.body.id }) }),
    );
  });

  it('asks storage for the caller: a colleague’s unshared file is a 404 to a member, while the owner may attach it', async () => {
    const colleague = app.member({ organizationId: sender.organizationId });
    const theirs = await storeFile(
      await makePdf(),
      'Rascunho da colega.pdf',
      sender.organizationId,
      colleague.user.id,
    );
    const refused = await attach(theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Item not found.' });

    const owner = app.member({ organizationId: sender.organizationId, owner: true });
    const ownersEnvelope = (
      await call(app.url, 'POST', '/envelopes', { headers: owner.headers, json: { title: 'O' } })
    ).body.id;
    expect((await attach(theirs.id, owner, ownersEnvelope)).status).toBe(201);
    // And the member who saved it may, of course.
    const colleaguesEnvelope = (
      await call(app.url, 'POST', '/envelopes', { headers: colleague.headers, json: { title: 'C' } })
    ).body.id;
    expect((await attach(theirs.id, colleague, colleaguesEnvelope)).status).toBe(201);
  });

  it('404s for another organization’s item, an unknown one or a malformed id', async () => {
    const stranger = app.member();
    organizations.add(stranger.organizationId);
    const theirs = await storeFile(await makePdf(), 'Theirs.pdf', stranger.organizationId);
    for (const itemId of [theirs.id, randomUUID(), 'not-an-id']) {
      const answer = await attach(itemId);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'Item not found.' });
    }
    expect(await documentKeys()).toEqual([]);
  });

  it('refuses a folder', async () => {
    const id = randomUUID();
    items.set(id, {
      organizationId: sender.organizationId,
      name: 'F',
      isDirectory: true,
      blobKey: '',
      size: 0,
      sha256: '',
    });
    const answer = await attach(id);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'The item is a folder.',
      errors: { item_id: ['The item is a folder: choose a PDF file.'] },
    });
  });

  it('requires an item id', async () => {
    for (const itemId of [null, '', 42]) {
      const answer = await attach(itemId);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['item_id']);
    }
  });

  it('applies the upload’s limits: file size, documents per envelope, readable PDF', async () => {
    const big = await storeFile(Buffer.concat([await makePdf(), Buffer.alloc(1024 * 1024, 0x20)]));
    const tooBig = await attach(big.id);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ file: ['The file may not be greater than 1 MB.'] });

    const broken = await attach((await storeFile(Buffer.from('%PDF-1.7 not really a pdf'))).id);
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('The file is not a readable PDF.');
    expect(await documentKeys()).toEqual([]);

    for (let index = 0; index < 2; index += 1)
      expect((await attach((await storeFile(await makePdf())).id)).status).toBe(201);
    const third = await attach((await storeFile(await makePdf())).id);
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('MAX_FILES_REACHED');
  });

  it('refuses a sent envelope and another sender’s envelope', async () => {
    const stored = await storeFile(await makePdf());
    const colleague = app.member({ organizationId: sender.organizationId });
    expect((await attach(stored.id, colleague)).status).toBe(404);
    await app.dataSource.query(`UPDATE envelopes SET state = 'in-transit' WHERE id = $1`, [envelopeId]);
    expect((await attach(stored.id)).status).toBe(412);
  });
});
