import { createHash } from 'node:crypto';
import { isAppError } from '@rubrica/errors';
import { decodeRpcResponse } from '@rubrica/proto';
import {
  call,
  makePdf,
  makeSignedPdf,
  startItemsApp,
  uploadForm,
  type ItemsTestApp,
  type Member,
} from './support/items-test-kit.js';

let app: ItemsTestApp;
let pdf: Buffer;

beforeAll(async () => {
  // A 1 MB upload limit so the size rule is reached without megabytes of fixtures.
  app = await startItemsApp('items_api', { STORAGE_MAX_UPLOAD_MB: '1', DEFAULT_STORAGE_LIMIT_MB: '50' });
  pdf = await makePdf();
});

afterAll(async () => {
  await app?.close();
});

const api = (
  member: Member,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData } = {},
) => call(app.url, method, path, { headers: member.headers, ...options });

async function folder(member: Member, name: string, parent?: string | null) {
  const answer = await api(member, 'POST', '/items', { json: { name, parent } });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function file(member: Member, name = 'contract.pdf', parent?: string, bytes = pdf) {
  const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(bytes, name, parent) });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function row(id: string) {
  const [found] = await app.dataSource.query('SELECT * FROM storage_items WHERE id = $1', [id]);
  return found;
}

describe('POST /items (new folder)', () => {
  it('creates a folder at the root with the item shape the storage screen reads', async () => {
    const member = app.member();
    const answer = await api(member, 'POST', '/items', { json: { name: '  Contratos  ' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: 'Contratos',
      parent: null,
      depth: 0,
      is_directory: true,
      is_signed: false,
      size: 0,
      mimetype: 'inode/directory',
      created_at: expect.any(String),
      links: { display: null, preview: null },
      publish_token: null,
      access: 'manage',
    });
  });

  it('creates a folder inside another, one level deeper', async () => {
    const member = app.member();
    const outer = await folder(member, 'Outer');
    const inner = await folder(member, 'Inner', outer.id);
    expect(inner).toMatchObject({ parent: outer.id, depth: 1 });
  });

  it.each([
    ['missing', {}],
    ['blank', { name: '   ' }],
    ['null', { name: null }],
  ])('requires a name (%s)', async (_case, json) => {
    const answer = await api(app.member(), 'POST', '/items', { json });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: ['The name field is required.'] });
  });

  it('refuses a name with a slash', async () => {
    const answer = await api(app.member(), 'POST', '/items', { json: { name: 'a/b' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(['The name may not contain slashes or control characters.']);
  });

  it('refuses a parent that is a file, unknown, or another organization’s folder', async () => {
    const member = app.member();
    const stored = await file(member);
    const foreign = await folder(app.member(), 'Theirs');
    for (const parent of [stored.id, '00000000-0000-4000-8000-000000000000', 'nope', foreign.id]) {
      const answer = await api(member, 'POST', '/items', { json: { name: 'X', parent } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ parent: ['The selected parent is invalid.'] });
    }
  });

  it('allows folders down to depth 4 and refuses one at depth 5', async () => {
    const member = app.member();
    let parent: string | null = null;
    for (let depth = 0; depth < 5; depth += 1) {
      const created = await folder(member, `Level ${depth}`, parent);
      expect(created.depth).toBe(depth);
      parent = created.id;
    }
    const answer = await api(member, 'POST', '/items', { json: { name: 'Too deep', parent } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'Folder creation not allowed at depth 5 or more',
      errors: { parent: ['Folder creation not allowed at depth 5 or more'] },
    });
  });

  it('needs the organization the gateway verified', async () => {
    const member = app.member();
    const { 'x-organization-id': _omitted, ...headers } = member.headers;
    const answer = await call(app.url, 'POST', '/items', { headers, json: { name: 'X' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The X-Organization header is required.');
  });
});

describe('POST /items/upload', () => {
  it('stores the PDF in the blob store with its size and SHA-256, and signed links to it', async () => {
    const member = app.member();
    const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(pdf, 'Contrato.pdf') });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Contrato.pdf',
      parent: null,
      depth: 0,
      is_directory: false,
      is_signed: false,
      size: pdf.length,
      mimetype: 'application/pdf',
    });
    const stored = await row(answer.body.id);
    expect(stored.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(stored.blob_key).toBe(`storage/${member.organizationId}/items/${answer.body.id}.pdf`);
    expect((await app.blobs.stat(stored.blob_key)).size).toBe(pdf.length);
    expect(answer.body.links.display).toMatch(/^http:\/\/localhost:3004\/blobs\/.+signature=/);
    expect(answer.body.links.preview).toBe(answer.body.links.display);
  });

  it('serves the display link without session headers, and only with its signature', async () => {
    const stored = await file(app.member());
    // The links name BLOB_PUBLIC_BASE_URL; the test app listens on a port of its own.
    const link = stored.links.display.replace(app.config.BLOB_PUBLIC_BASE_URL, app.url);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await opened.arrayBuffer()), pdf)).toBe(0);
    const tampered = await fetch(link.replace(stored.id, '00000000-0000-4000-8000-000000000000'));
    expect(tampered.status).toBe(403);
  });

  it('marks a PDF that carries a signature dictionary as signed', async () => {
    const stored = await file(app.member(), 'signed.pdf', undefined, await makeSignedPdf());
    expect(stored.is_signed).toBe(true);
  });

  it('puts the file in the folder named by parent', async () => {
    const member = app.member();
    const target = await folder(member, 'Target');
    const stored = await file(member, 'inside.pdf', target.id);
    expect(stored).toMatchObject({ parent: target.id, depth: 1 });
  });

  it('refuses a file whose bytes are not a PDF, whatever its name, and keeps nothing', async () => {
    const member = app.member();
    const answer = await api(member, 'POST', '/items/upload', {
      form: uploadForm(Buffer.from('just some text, not a PDF at all'), 'fake.pdf'),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The file must be a file of type: pdf.'] });
    expect(await countItems(member)).toBe(0);
    expect(await blobKeys(member)).toEqual([]);
  });

  it('refuses a file over the upload limit, naming it in MB', async () => {
    const member = app.member();
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024, 0x20)]);
    const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(big, 'big.pdf') });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The file may not be greater than 1 MB.'] });
    expect(await blobKeys(member)).toEqual([]);
  });

  it('requires a file', async () => {
    const member = app.member();
    const form = new FormData();
    form.append('parent', '');
    for (const options of [{ form }, { json: { name: 'x.pdf' } }]) {
      const answer = await api(member, 'POST', '/items/upload', options);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ file: ['The file field is required.'] });
    }
  });

  it('refuses an invalid parent and removes the bytes already stored', async () => {
    const member = app.member();
    const foreign = await folder(app.member(), 'Theirs');
    const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(pdf, 'a.pdf', foreign.id) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ parent: ['The selected parent is invalid.'] });
    expect(await blobKeys(member)).toEqual([]);
  });

  it('refuses an upload that would take the organization past its plan’s storage limit', async () => {
    const member = app.member();
    app.setPlanLimits(member.organizationId, [{ limitation: 'storage_bytes', quantity: pdf.length * 2 }]);
    await file(member, 'one.pdf');
    await file(member, 'two.pdf');
    const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(pdf, 'three.pdf') });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'The storage limit of your plan has been reached.',
      errors: { file: ['The storage limit of your plan has been reached.'] },
    });
    expect(await countItems(member)).toBe(2);
    expect(await blobKeys(member)).toHaveLength(2);
  });

  it('refuses a file that does not fit in what is left of the limit', async () => {
    const member = app.member();
    app.setPlanLimits(member.organizationId, [{ limitation: 'storage_bytes', quantity: pdf.length + 10 }]);
    // Only the header says PDF: the storage rules read no further.
    await file(member, 'small.pdf', undefined, Buffer.from('%PDF-1.7\n%%EOF\n'));
    const answer = await api(member, 'POST', '/items/upload', { form: uploadForm(pdf, 'too-big.pdf') });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The storage limit of your plan has been reached.'] });
    expect(await blobKeys(member)).toHaveLength(1);
  });
});

describe('GET /items/usage', () => {
  it('answers the bytes used against the plan’s limit in bytes', async () => {
    const member = app.member();
    app.setPlanLimits(member.organizationId, [{ limitation: 'storage_bytes', quantity: 5_000_000 }]);
    await file(member);
    const target = await folder(member, 'F');
    await file(member, 'b.pdf', target.id);
    const answer = await api(member, 'GET', '/items/usage');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ used_bytes: pdf.length * 2, limit_bytes: 5_000_000 });
  });

  it('reads a limit given in MB, no limit for a negative quantity, and the default otherwise', async () => {
    const inMegabytes = app.member();
    app.setPlanLimits(inMegabytes.organizationId, [{ limitation: 'storage', quantity: 1000 }]);
    expect((await api(inMegabytes, 'GET', '/items/usage')).body).toEqual({
      used_bytes: 0,
      limit_bytes: 1000 * 1024 * 1024,
    });
    const unlimited = app.member();
    app.setPlanLimits(unlimited.organizationId, [{ limitation: 'storage_bytes', quantity: -1 }]);
    expect((await api(unlimited, 'GET', '/items/usage')).body.limit_bytes).toBeNull();
    expect((await api(app.member(), 'GET', '/items/usage')).body.limit_bytes).toBe(50 * 1024 * 1024);
  });
});

describe('GET /items', () => {
  it('lists a folder’s items, folders first and newest first, paged by perPage', async () => {
    const member = app.member();
    const first = await file(member, 'first.pdf');
    const folderA = await folder(member, 'A');
    const second = await file(member, 'second.pdf');
    const folderB = await folder(member, 'B');
    await file(member, 'nested.pdf', folderA.id);
    const page1 = await api(member, 'GET', '/items?perPage=3&sort=-is_directory,-created_at');
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((item: { id: string }) => item.id)).toEqual([
      folderB.id,
      folderA.id,
      second.id,
    ]);
    expect(page1.body.meta).toMatchObject({ current_page: 1, per_page: 3, total: 4 });
    expect(page1.body.links.prev).toBeNull();
    expect(page1.body.links.next).toContain('page=2');
    const page2 = await api(member, 'GET', '/items?perPage=3&page=2');
    expect(page2.body.data.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect(page2.body.links.next).toBeNull();
  });

  it('pages by 16 by default and by limit (the picker’s 100)', async () => {
    const member = app.member();
    for (let index = 0; index < 17; index += 1) await folder(member, `F${index}`);
    expect((await api(member, 'GET', '/items')).body.data).toHaveLength(16);
    expect((await api(member, 'GET', '/items?limit=100')).body.data).toHaveLength(17);
  });

  it('lists a folder’s contents with parent, and 404s for a folder that is not the organization’s', async () => {
    const member = app.member();
    const target = await folder(member, 'Target');
    const inside = await file(member, 'inside.pdf', target.id);
    await file(member, 'outside.pdf');
    const answer = await api(member, 'GET', `/items?parent=${target.id}`);
    expect(answer.body.data.map((item: { id: string }) => item.id)).toEqual([inside.id]);
    const foreign = await folder(app.member(), 'Theirs');
    for (const parent of [foreign.id, inside.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await api(member, 'GET', `/items?parent=${parent}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Item not found.' });
    }
  });

  it('searches names through every folder with q', async () => {
    const member = app.member();
    const target = await folder(member, 'Target');
    const deep = await file(member, 'Lease 2024.pdf', target.id);
    const top = await file(member, 'lease-old.pdf');
    await file(member, 'invoice.pdf');
    const answer = await api(member, 'GET', '/items?q=LEASE&sort=name');
    expect(answer.body.data.map((item: { id: string }) => item.id)).toEqual([deep.id, top.id]);
    expect((await api(member, 'GET', '/items?q=50%25')).body.data).toEqual([]);
  });

  it('filters folders only, and unsigned files with the folders to walk through', async () => {
    const member = app.member();
    const target = await folder(member, 'Target');
    const plain = await file(member, 'plain.pdf');
    await file(member, 'signed.pdf', undefined, await makeSignedPdf());
    const folders = await api(member, 'GET', '/items?filter[mimetype]=inode/directory');
    expect(folders.body.data.map((item: { id: string }) => item.id)).toEqual([target.id]);
    const unsigned = await api(member, 'GET', '/items?filter[is_signed]=false');
    expect(unsigned.body.data.map((item: { id: string }) => item.id)).toEqual([target.id, plain.id]);
  });

  it('refuses an unknown sort field and an unreadable is_signed filter', async () => {
    const member = app.member();
    const sort = await api(member, 'GET', '/items?sort=-password');
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.body.errors)).toEqual(['sort']);
    const filter = await api(member, 'GET', '/items?filter[is_signed]=maybe');
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toEqual({
      'filter.is_signed': ['The is_signed filter must be true or false.'],
    });
  });
});

describe('GET /items/{id}', () => {
  it('answers the item, and 404 for an unknown or malformed id', async () => {
    const member = app.member();
    const stored = await file(member);
    const answer = await api(member, 'GET', `/items/${stored.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: stored.id, name: 'contract.pdf' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await api(member, 'GET', `/items/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Item not found.' });
    }
  });
});

describe('PATCH /items/{id}', () => {
  it('renames a file or a folder', async () => {
    const member = app.member();
    const stored = await file(member);
    const answer = await api(member, 'PATCH', `/items/${stored.id}`, { json: { name: 'Renamed.pdf' } });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('Renamed.pdf');
    expect((await row(stored.id)).name).toBe('Renamed.pdf');
  });

  it('requires a name, and 404s for an unknown item', async () => {
    const member = app.member();
    const target = await folder(member, 'F');
    const blank = await api(member, 'PATCH', `/items/${target.id}`, { json: { name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] });
    const missing = await api(member, 'PATCH', '/items/00000000-0000-4000-8000-000000000000', {
      json: { name: 'X' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /items/{id}/move', () => {
  it('moves a folder with its contents, updating every depth, and back to the root with null', async () => {
    const member = app.member();
    const target = await folder(member, 'Target');
    const moving = await folder(member, 'Moving');
    const child = await folder(member, 'Child', moving.id);
    const nested = await file(member, 'nested.pdf', child.id);
    const answer = await api(member, 'PUT', `/items/${moving.id}/move`, { json: { parent: target.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ parent: target.id, depth: 1 });
    expect((await row(child.id)).depth).toBe(2);
    expect((await row(nested.id)).depth).toBe(3);
    const back = await api(member, 'PUT', `/items/${moving.id}/move`, { json: { parent: null } });
    expect(back.body).toMatchObject({ parent: null, depth: 0 });
    expect((await row(nested.id)).depth).toBe(2);
  });

  it('refuses to move a folder into itself or one of its folders', async () => {
    const member = app.member();
    const outer = await folder(member, 'Outer');
    const inner = await folder(member, 'Inner', outer.id);
    const innermost = await folder(member, 'Innermost', inner.id);
    for (const parent of [outer.id, inner.id, innermost.id]) {
      const answer = await api(member, 'PUT', `/items/${outer.id}/move`, { json: { parent } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        parent: ['A folder cannot be moved into itself or one of its folders.'],
      });
    }
    expect((await row(outer.id)).parent_id).toBeNull();
  });

  it('refuses a move that would put one of the moved folders at depth 5 or more', async () => {
    const member = app.member();
    let parent: string | null = null;
    for (let depth = 0; depth < 4; depth += 1) parent = (await folder(member, `L${depth}`, parent)).id;
    const moving = await folder(member, 'Moving');
    await folder(member, 'Below', moving.id);
    const answer = await api(member, 'PUT', `/items/${moving.id}/move`, { json: { parent } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ parent: ['A folder may not end up at depth 5 or more.'] });
    // A file may go into the deepest folder a folder can be in.
    const deepest = await folder(member, 'L4', parent);
    const stored = await file(member);
    const fileMove = await api(member, 'PUT', `/items/${stored.id}/move`, { json: { parent: deepest.id } });
    expect(fileMove.body).toMatchObject({ parent: deepest.id, depth: 5 });
    // A folder without subfolders may go where a new folder could.
    const leaf = await folder(member, 'Leaf');
    const leafMove = await api(member, 'PUT', `/items/${leaf.id}/move`, { json: { parent } });
    expect(leafMove.body).toMatchObject({ parent, depth: 4 });
  });

  it('requires parent and refuses one that is not a folder of the organization', async () => {
    const member = app.member();
    const stored = await file(member);
    const other = await file(member, 'other.pdf');
    const missing = await api(member, 'PUT', `/items/${stored.id}/move`, { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ parent: ['The parent field is required.'] });
    const intoFile = await api(member, 'PUT', `/items/${stored.id}/move`, { json: { parent: other.id } });
    expect(intoFile.status).toBe(422);
    expect(intoFile.body.errors).toEqual({ parent: ['The selected parent is invalid.'] });
  });
});

describe('DELETE /items/{id}', () => {
  it('deletes a file and its bytes', async () => {
    const member = app.member();
    const stored = await file(member);
    const answer = await api(member, 'DELETE', `/items/${stored.id}`);
    expect(answer.status).toBe(204);
    expect(await row(stored.id)).toBeUndefined();
    expect(await blobKeys(member)).toEqual([]);
  });

  it('deletes a folder with everything in it', async () => {
    const member = app.member();
    const outer = await folder(member, 'Outer');
    const inner = await folder(member, 'Inner', outer.id);
    await file(member, 'a.pdf', outer.id);
    await file(member, 'b.pdf', inner.id);
    const kept = await file(member, 'kept.pdf');
    expect((await api(member, 'DELETE', `/items/${outer.id}`)).status).toBe(204);
    expect(await countItems(member)).toBe(1);
    expect(await blobKeys(member)).toEqual([`storage/${member.organizationId}/items/${kept.id}.pdf`]);
  });

  it('404s for an unknown item', async () => {
    const answer = await api(app.member(), 'DELETE', '/items/00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'Item not found.' });
  });
});

describe('GET /items/{id}/download', () => {
  it('streams the file’s bytes as an attachment under its name', async () => {
    const member = app.member();
    const stored = await file(member, 'Contrato de locação.pdf');
    const answer = await api(member, 'GET', `/items/${stored.id}/download`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrato de loca__o.pdf"; filename*=UTF-8''Contrato%20de%20loca%C3%A7%C3%A3o.pdf`,
    );
    expect(Buffer.compare(answer.body, pdf)).toBe(0);
  });

  it('refuses a folder and 404s for an unknown item', async () => {
    const member = app.member();
    const target = await folder(member, 'F');
    const answer = await api(member, 'GET', `/items/${target.id}/download`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Folders cannot be downloaded.');
    expect((await api(member, 'GET', '/items/00000000-0000-4000-8000-000000000000/download')).status).toBe(
      404,
    );
  });
});

describe('published folders', () => {
  const anonymous = (path: string) => call(app.url, 'GET', path);

  it('lists a published folder to anyone with its link, each folder inside with a link of its own', async () => {
    const member = app.member();
    const shared = await folder(member, 'Shared');
    const inner = await folder(member, 'Inner', shared.id);
    const top = await file(member, 'top.pdf', shared.id);
    const deep = await file(member, 'deep.pdf', inner.id);
    await file(member, 'private.pdf');

    const published = await api(member, 'POST', `/items/${shared.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.publish_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await api(member, 'POST', `/items/${shared.id}/publish`);
    expect(again.body.publish_token).toBe(published.body.publish_token);

    const listing = await anonymous(`/p/items/${published.body.publish_token}`);
    expect(listing.status).toBe(200);
    expect(listing.body.folder).toMatchObject({ id: shared.id, name: 'Shared' });
    expect(listing.body.data.map((item: { id: string }) => item.id)).toEqual([inner.id, top.id]);
    const innerToken = listing.body.data[0].publish_token;
    expect(innerToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(listing.body.data[1].links.display).toContain('/blobs/');

    const below = await anonymous(`/p/items/${innerToken}`);
    expect(below.body.data.map((item: { id: string }) => item.id)).toEqual([deep.id]);
    // The same link again on a second visit.
    expect((await anonymous(`/p/items/${published.body.publish_token}`)).body.data[0].publish_token).toBe(
      innerToken,
    );
  });

  it('closes the folder’s link and those below it when unpublished, or once a folder is moved out', async () => {
    const member = app.member();
    const shared = await folder(member, 'Shared');
    const inner = await folder(member, 'Inner', shared.id);
    const token = (await api(member, 'POST', `/items/${shared.id}/publish`)).body.publish_token;
    const innerToken = (await anonymous(`/p/items/${token}`)).body.data[0].publish_token;

    await api(member, 'PUT', `/items/${inner.id}/move`, { json: { parent: null } });
    expect((await anonymous(`/p/items/${innerToken}`)).status).toBe(404);
    await api(member, 'PUT', `/items/${inner.id}/move`, { json: { parent: shared.id } });
    expect((await anonymous(`/p/items/${innerToken}`)).status).toBe(200);

    expect((await api(member, 'DELETE', `/items/${shared.id}/publish`)).status).toBe(204);
    for (const closed of [token, innerToken]) {
      const answer = await anonymous(`/p/items/${closed}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'Folder not found.' });
    }
    const republished = await api(member, 'POST', `/items/${shared.id}/publish`);
    expect(republished.body.publish_token).not.toBe(token);
  });

  it('publishes folders only, and 404s for an unknown link', async () => {
    const member = app.member();
    const stored = await file(member);
    const answer = await api(member, 'POST', `/items/${stored.id}/publish`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Only folders can be published.');
    expect((await anonymous('/p/items/unknown-token-of-enough-length')).status).toBe(404);
    expect((await anonymous('/p/items/x')).status).toBe(404);
  });

  it('lists the organization’s published folders, not another organization’s', async () => {
    const member = app.member();
    const stranger = app.member();
    const shared = await folder(member, 'Shared');
    await folder(member, 'Private');
    await api(member, 'POST', `/items/${shared.id}/publish`);
    const answer = await api(member, 'GET', '/published-items');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item: { id: string }) => item.id)).toEqual([shared.id]);
    expect((await api(stranger, 'GET', '/published-items')).body.data).toEqual([]);
    expect((await api(stranger, 'POST', `/items/${shared.id}/publish`)).status).toBe(404);
    expect((await api(stranger, 'DELETE', `/items/${shared.id}/publish`)).status).toBe(404);
  });
});

describe('another organization', () => {
  it('cannot list, read, rename, move, delete or download the first one’s items', async () => {
    const owner = app.member();
    const stranger = app.member();
    const target = await folder(owner, 'Private');
    const stored = await file(owner, 'secret.pdf', target.id);
    const own = await folder(stranger, 'Mine');

    expect((await api(stranger, 'GET', '/items')).body.data.map((item: { id: string }) => item.id)).toEqual([
      own.id,
    ]);
    expect((await api(stranger, 'GET', '/items?q=secret')).body.data).toEqual([]);
    expect((await api(stranger, 'GET', `/items?parent=${target.id}`)).status).toBe(404);
    expect((await api(stranger, 'GET', `/items/${stored.id}`)).status).toBe(404);
    expect((await api(stranger, 'PATCH', `/items/${stored.id}`, { json: { name: 'x' } })).status).toBe(404);
    expect(
      (await api(stranger, 'PUT', `/items/${stored.id}/move`, { json: { parent: own.id } })).status,
    ).toBe(404);
    expect(
      (await api(stranger, 'PUT', `/items/${own.id}/move`, { json: { parent: target.id } })).status,
    ).toBe(422);
    expect((await api(stranger, 'GET', `/items/${stored.id}/download`)).status).toBe(404);
    expect((await api(stranger, 'DELETE', `/items/${target.id}`)).status).toBe(404);
    expect((await api(stranger, 'GET', '/items/usage')).body.used_bytes).toBe(0);

    expect(await row(stored.id)).toMatchObject({ name: 'secret.pdf', parent_id: target.id });
    expect(await blobKeys(owner)).toHaveLength(1);
  });
});

describe('storage.get_item.v1', () => {
  it('answers a stored file’s name, size, hash and blob key to its organization', async () => {
    const member = app.member();
    const stored = await file(member, 'attach.pdf');
    const reply = await app.rpc.request('storage.get_item.v1', {
      organizationId: member.organizationId,
      itemId: stored.id,
    });
    const { item } = decodeRpcResponse('storage.get_item.v1', reply as never);
    expect(item).toMatchObject({
      id: stored.id,
      name: 'attach.pdf',
      isDirectory: false,
      mimetype: 'application/pdf',
      sizeBytes: BigInt(pdf.length),
      sha256: createHash('sha256').update(pdf).digest('hex'),
      blobKey: `storage/${member.organizationId}/items/${stored.id}.pdf`,
      isSigned: false,
    });
  });

  it('answers a member the asking service acts for only an item they may read', async () => {
    const mara = app.member();
    const caio = app.member(mara.organizationId);
    const stored = await file(mara, 'da-mara.pdf');
    const ask = (userId: string, isOwner = false) =>
      app.rpc
        .request('storage.get_item.v1', {
          organizationId: mara.organizationId,
          itemId: stored.id,
          userId,
          isOwner,
        })
        .then(
          (reply) => decodeRpcResponse('storage.get_item.v1', reply as never).item?.id,
          (error: unknown) => (isAppError(error) ? error.status : error),
        );

    expect(await ask(mara.userId)).toBe(stored.id);
    expect(await ask(caio.userId)).toBe(404);
    expect(await ask(caio.userId, true)).toBe(stored.id);
    await api(mara, 'PUT', `/items/${stored.id}/shares`, {
      json: { users: [{ id: caio.userId, permission: 'read' }] },
    });
    expect(await ask(caio.userId)).toBe(stored.id);
  });

  it('answers a folder as a folder, without bytes', async () => {
    const member = app.member();
    const target = await folder(member, 'F');
    const reply = await app.rpc.request('storage.get_item.v1', {
      organizationId: member.organizationId,
      itemId: target.id,
    });
    expect(decodeRpcResponse('storage.get_item.v1', reply as never).item).toMatchObject({
      isDirectory: true,
      blobKey: '',
    });
  });

  it('fails with a 404 for another organization’s item or an unknown one', async () => {
    const stored = await file(app.member());
    for (const itemId of [stored.id, '00000000-0000-4000-8000-000000000000']) {
      const error = await app.rpc
        .request('storage.get_item.v1', { organizationId: app.member().organizationId, itemId })
        .catch((caught: unknown) => caught);
      expect(isAppError(error) && { code: error.code, status: error.status }).toEqual({
        code: 'storage_item.not_found',
        status: 404,
      });
    }
  });
});

describe('storage.usage.v1', () => {
  const usage = async (organizationId: string) =>
    decodeRpcResponse(
      'storage.usage.v1',
      (await app.rpc.request('storage.usage.v1', { organizationId })) as never,
    );

  it('answers the bytes, files and folders of the asking organization only', async () => {
    const member = app.member();
    const target = await folder(member, 'Pasta');
    await file(member, 'a.pdf');
    await file(member, 'b.pdf', target.id);
    await file(app.member(), 'alheio.pdf');
    expect(await usage(member.organizationId)).toMatchObject({
      usedBytes: BigInt(2 * pdf.length),
      fileCount: 2,
      folderCount: 1,
    });
    expect(await usage('00000000-0000-4000-8000-000000000000')).toMatchObject({
      usedBytes: 0n,
      fileCount: 0,
      folderCount: 0,
    });
  });

  it('refuses a request naming no organization by uuid', async () => {
    const error = await app.rpc
      .request('storage.usage.v1', { organizationId: 'not-a-uuid' })
      .catch((caught: unknown) => caught);
    expect(isAppError(error) && error.status).toBe(422);
  });
});

describe('shares decide what a member reaches', () => {
  /** Three members of one organization (no permissions) and its owner. */
  const team = () => {
    const mara = app.member();
    return {
      mara,
      caio: app.member(mara.organizationId),
      owner: app.member(mara.organizationId, { owner: true }),
    };
  };
  const ids = (answer: { body: { data: Array<{ id: string }> } }) => answer.body.data.map((item) => item.id);
  const share = (by: Member, item: string, user: Member, permission: 'read' | 'edit') =>
    api(by, 'PUT', `/items/${item}/shares`, { json: { users: [{ id: user.userId, permission }] } });

  it('hides another member’s items from a member without a share: listing, search, open, download, change', async () => {
    const { mara, caio } = team();
    const target = await folder(mara, 'Da Mara');
    const stored = await file(mara, 'contrato-mara.pdf', target.id);
    const own = await folder(caio, 'Do Caio');

    expect(ids(await api(caio, 'GET', '/items'))).toEqual([own.id]);
    expect((await api(caio, 'GET', '/items?q=contrato-mara')).body.data).toEqual([]);
    expect((await api(caio, 'GET', `/items?parent=${target.id}`)).status).toBe(404);
    for (const [method, path, json] of [
      ['GET', `/items/${stored.id}`, undefined],
      ['GET', `/items/${stored.id}/download`, undefined],
      ['PATCH', `/items/${stored.id}`, { name: 'x.pdf' }],
      ['PUT', `/items/${stored.id}/move`, { parent: own.id }],
      ['DELETE', `/items/${target.id}`, undefined],
      ['POST', `/items/${target.id}/publish`, undefined],
      ['GET', `/items/${target.id}/shares`, undefined],
    ] as const) {
      const answer = await api(caio, method, path, { json });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    // Her folder is no folder to put things in.
    expect((await api(caio, 'POST', '/items', { json: { name: 'X', parent: target.id } })).status).toBe(422);
    const upload = await api(caio, 'POST', '/items/upload', { form: uploadForm(pdf, 'x.pdf', target.id) });
    expect(upload.status).toBe(422);
    expect(upload.body.errors).toEqual({ parent: ['The selected parent is invalid.'] });
    expect((await api(caio, 'PUT', `/items/${own.id}/move`, { json: { parent: target.id } })).status).toBe(
      422,
    );
    expect(await row(stored.id)).toMatchObject({ name: 'contrato-mara.pdf', parent_id: target.id });
    expect(await row(own.id)).toMatchObject({ parent_id: null });
  });

  it('lets a read share see, open and download the item and what is inside, and change nothing', async () => {
    const { mara, caio } = team();
    const outer = await folder(mara, 'Fora');
    const target = await folder(mara, 'Leitura', outer.id);
    const stored = await file(mara, 'leitura.pdf', target.id);
    expect((await share(mara, target.id, caio, 'read')).status).toBe(200);

    // Found at the root, as the folder above it is not his to see; each item says he reads it.
    const root = await api(caio, 'GET', '/items');
    expect(ids(root)).toEqual([target.id]);
    expect(root.body.data[0].access).toBe('read');
    expect((await api(caio, 'GET', `/items?parent=${target.id}`)).body.data[0].access).toBe('read');
    expect((await api(mara, 'GET', `/items?parent=${target.id}`)).body.data[0].access).toBe('manage');
    expect(ids(await api(caio, 'GET', `/items?parent=${target.id}`))).toEqual([stored.id]);
    expect(ids(await api(caio, 'GET', '/items?q=leitura'))).toEqual([target.id, stored.id]);
    expect((await api(caio, 'GET', `/items/${stored.id}`)).status).toBe(200);
    const download = await api(caio, 'GET', `/items/${stored.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, pdf)).toBe(0);
    expect((await api(caio, 'GET', `/items?parent=${outer.id}`)).status).toBe(404);

    for (const [method, path, json] of [
      ['PATCH', `/items/${stored.id}`, { name: 'x.pdf' }],
      ['PUT', `/items/${stored.id}/move`, { parent: null }],
      ['DELETE', `/items/${stored.id}`, undefined],
      ['DELETE', `/items/${target.id}`, undefined],
      ['POST', '/items', { name: 'Nova', parent: target.id }],
    ] as const) {
      const answer = await api(caio, method, path, { json });
      expect([method, path, answer.status, answer.body?.code]).toEqual([
        method,
        path,
        403,
        'storage_item.edit_forbidden',
      ]);
    }
    expect(
      (await api(caio, 'POST', '/items/upload', { form: uploadForm(pdf, 'x.pdf', target.id) })).status,
    ).toBe(403);
    for (const [method, path] of [
      ['POST', `/items/${target.id}/publish`],
      ['GET', `/items/${target.id}/shares`],
    ] as const)
      expect((await api(caio, method, path)).body.code).toBe('storage_item.share_forbidden');
    expect((await share(caio, target.id, caio, 'edit')).status).toBe(403);
    expect(await row(stored.id)).toMatchObject({ name: 'leitura.pdf', parent_id: target.id });
    expect(await countItems(mara)).toBe(3);

    // Taken back, the folder is out of reach again.
    expect(
      (await api(mara, 'DELETE', `/items/${target.id}/shares`, { json: { users: [caio.userId] } })).status,
    ).toBe(204);
    expect((await api(caio, 'GET', '/items')).body.data).toEqual([]);
    expect((await api(caio, 'GET', `/items/${stored.id}`)).status).toBe(404);
  });

  it('lets an edit share rename, add, move and delete inside, and still not share or publish', async () => {
    const { mara, caio } = team();
    const target = await folder(mara, 'Edição');
    const stored = await file(mara, 'edicao.pdf', target.id);
    const readOnly = await folder(mara, 'Só leitura');
    await share(mara, target.id, caio, 'edit');
    await share(mara, readOnly.id, caio, 'read');

    const renamed = await api(caio, 'PATCH', `/items/${stored.id}`, { json: { name: 'renomeado.pdf' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.access).toBe('edit');
    const inner = await folder(caio, 'Nova do Caio', target.id);
    // What he creates is his to manage.
    expect(inner.access).toBe('manage');
    const added = await file(caio, 'do-caio.pdf', target.id);
    expect((await api(caio, 'PUT', `/items/${stored.id}/move`, { json: { parent: inner.id } })).status).toBe(
      200,
    );
    // Into a folder shared to read only, no.
    const intoReadOnly = await api(caio, 'PUT', `/items/${added.id}/move`, { json: { parent: readOnly.id } });
    expect(intoReadOnly.status).toBe(403);
    expect(intoReadOnly.body.code).toBe('storage_item.edit_forbidden');
    expect((await api(caio, 'POST', `/items/${target.id}/publish`)).status).toBe(403);
    expect((await share(caio, target.id, caio, 'edit')).status).toBe(403);

    // What he put in her folder is hers to see and manage too.
    expect(ids(await api(mara, 'GET', `/items?parent=${target.id}`))).toEqual([inner.id, added.id]);
    expect((await share(mara, added.id, caio, 'read')).status).toBe(200);
    expect((await api(caio, 'DELETE', `/items/${inner.id}`)).status).toBe(204);
    expect(await row(stored.id)).toBeUndefined();
  });

  it('shows a member only the published folders they may see', async () => {
    const { mara, caio } = team();
    const target = await folder(mara, 'Pública da Mara');
    expect((await api(mara, 'POST', `/items/${target.id}/publish`)).status).toBe(200);
    expect((await api(caio, 'GET', '/published-items')).body.data).toEqual([]);
    await share(mara, target.id, caio, 'read');
    expect(ids(await api(caio, 'GET', '/published-items'))).toEqual([target.id]);
  });

  it('lets the organization’s owner reach, change, share and publish every member’s items', async () => {
    const { mara, caio, owner } = team();
    const target = await folder(mara, 'Da Mara');
    const stored = await file(mara, 'dela.pdf', target.id);
    const listed = await api(owner, 'GET', '/items');
    expect(ids(listed)).toContain(target.id);
    expect(listed.body.data.every((item: { access: string }) => item.access === 'manage')).toBe(true);
    expect((await api(owner, 'GET', `/items/${stored.id}/download`)).status).toBe(200);
    expect((await api(owner, 'PATCH', `/items/${stored.id}`, { json: { name: 'dono.pdf' } })).status).toBe(
      200,
    );
    expect((await share(owner, target.id, caio, 'read')).status).toBe(200);
    expect((await api(owner, 'GET', `/items/${target.id}/shares`)).body.data).toEqual([
      { user_id: caio.userId, permission: 'read' },
    ]);
    expect((await api(owner, 'POST', `/items/${target.id}/publish`)).status).toBe(200);
    expect((await api(owner, 'DELETE', `/items/${stored.id}`)).status).toBe(204);
  });

  it('never lets another organization’s owner reach a member’s items, shared or not', async () => {
    const { mara, caio } = team();
    const stranger = app.member(undefined, { owner: true });
    const target = await folder(mara, 'Interna');
    const stored = await file(mara, 'interna.pdf', target.id);
    await share(mara, target.id, caio, 'edit');
    expect((await api(stranger, 'GET', '/items')).body.data).toEqual([]);
    for (const [method, path] of [
      ['GET', `/items/${stored.id}`],
      ['GET', `/items/${stored.id}/download`],
      ['GET', `/items/${target.id}/shares`],
      ['GET', `/items?parent=${target.id}`],
      ['DELETE', `/items/${target.id}`],
      ['POST', `/items/${target.id}/publish`],
    ] as const)
      expect((await api(stranger, method, path)).status).toBe(404);
    // Nor share with someone of the first organization, nor be shared with.
    expect((await share(stranger, target.id, caio, 'read')).status).toBe(404);
    const refused = await share(mara, target.id, stranger, 'read');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['users.0.id']);
  });
});

describe('a published folder’s addresses', () => {
  const anonymous = (path: string) => call(app.url, 'GET', path);
  const tokenOf = async (member: Member, id: string) =>
    (await api(member, 'POST', `/items/${id}/publish`)).body.publish_token as string;

  it('stay with the published folder wherever it moves, and name nothing above it', async () => {
    const member = app.member();
    const above = await folder(member, 'Acima');
    const elsewhere = await folder(member, 'Outra');
    const published = await folder(member, 'Publicada', above.id);
    const inside = await file(member, 'dentro.pdf', published.id);
    const token = await tokenOf(member, published.id);

    for (const parent of [null, elsewhere.id]) {
      expect((await api(member, 'PUT', `/items/${published.id}/move`, { json: { parent } })).status).toBe(
        200,
      );
      const listing = await anonymous(`/p/items/${token}`);
      expect(listing.status).toBe(200);
      expect(listing.body.folder).toMatchObject({ id: published.id, parent: null, depth: 0, access: 'read' });
      expect(listing.body.data.map((item: { id: string }) => item.id)).toEqual([inside.id]);
      expect(listing.body.data[0]).toMatchObject({ parent: published.id, depth: 1 });
      const seen = JSON.stringify(listing.body);
      for (const hidden of [above.id, elsewhere.id]) expect(seen).not.toContain(hidden);
    }
  });

  it('close for good when the folder is unpublished, even once published again or inside another published folder', async () => {
    const member = app.member();
    const outer = await folder(member, 'Pública de fora');
    const published = await folder(member, 'Publicada', outer.id);
    await folder(member, 'Dentro', published.id);
    const token = await tokenOf(member, published.id);
    const innerToken = (await anonymous(`/p/items/${token}`)).body.data[0].publish_token;
    expect((await anonymous(`/p/items/${innerToken}`)).status).toBe(200);
    // The folder above is published too: its listing shows the inner folder under its own address.
    const outerToken = await tokenOf(member, outer.id);

    expect((await api(member, 'DELETE', `/items/${published.id}/publish`)).status).toBe(204);
    for (const closed of [token, innerToken])
      expect((await anonymous(`/p/items/${closed}`)).status).toBe(404);
    const viaOuter = (await anonymous(`/p/items/${outerToken}`)).body.data[0];
    expect(viaOuter.id).toBe(published.id);
    expect(viaOuter.publish_token).not.toBe(token);

    const republished = await tokenOf(member, published.id);
    expect(republished).not.toBe(token);
    expect((await anonymous(`/p/items/${innerToken}`)).status).toBe(404);
    expect((await anonymous(`/p/items/${republished}`)).body.data[0].publish_token).not.toBe(innerToken);
  });

  it('of a folder inside stop opening once it moves into another published folder, which gives it its own', async () => {
    const member = app.member();
    const first = await folder(member, 'Primeira');
    const second = await folder(member, 'Segunda');
    const moved = await folder(member, 'Movida', first.id);
    const firstToken = await tokenOf(member, first.id);
    const secondToken = await tokenOf(member, second.id);
    const handedOut = (await anonymous(`/p/items/${firstToken}`)).body.data[0].publish_token;

    await api(member, 'PUT', `/items/${moved.id}/move`, { json: { parent: second.id } });
    expect((await anonymous(`/p/items/${handedOut}`)).status).toBe(404);
    const own = (await anonymous(`/p/items/${secondToken}`)).body.data[0];
    expect(own.id).toBe(moved.id);
    expect(own.publish_token).not.toBe(handedOut);
    expect((await anonymous(`/p/items/${own.publish_token}`)).status).toBe(200);
    // The member's own listing shows an address only on what is published itself.
    expect((await api(member, 'GET', `/items?parent=${second.id}`)).body.data[0].publish_token).toBeNull();
  });
});

async function countItems(member: Member): Promise<number> {
  const [{ count }] = await app.dataSource.query(
    'SELECT count(*)::int AS count FROM storage_items WHERE organization_id = $1',
    [member.organizationId],
  );
  return count;
}

async function blobKeys(member: Member): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of app.blobs.list(`storage/${member.organizationId}/`)) keys.push(entry.key);
  return keys;
}
