// Storage between people, through the whole stack behind the gateway: the organization's used
// storage in its stats (identity asks storage `storage.usage.v1` over NATS; another organization's
// files never count), an item shared with members of its organization, never with outsiders, and
// a published folder whose link opens that folder and the ones below it, nothing else.
import { BrowserClient } from './support/browser-client.js';
import { multiPagePdf } from './support/envelope-files.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { invitedMember, roleWith } from './support/organization-members.js';
import { fileForm } from './support/png-image.js';

const stamp = Date.now();
let stack: EnvelopeStack;
let owner: BrowserClient;
let stranger: BrowserClient;
let member: BrowserClient;
let colleague: BrowserClient;

const organizationOf = async (name: string) =>
  (
    await signedInWithOrganization(
      stack,
      {
        name: `${name} Arquivo`,
        email: `${name.toLowerCase()}.${stamp}@usage.example`,
        password: `Arquivo-${name}-2026`,
      },
      `Arquivos ${name}`,
    )
  ).browser;

beforeAll(async () => {
  stack = await startEnvelopeStack('storage_sharing');
  owner = await organizationOf('Sara');
  stranger = await organizationOf('Tulio');
  const role = await roleWith(owner, 'Sem permissões', []);
  const account = (name: string) => ({
    name: `${name} Membro`,
    email: `${name.toLowerCase()}.${stamp}@usage.example`,
    password: `Membro-${name}-2026`,
  });
  member = await invitedMember(stack, owner, account('Mara'), role);
  colleague = await invitedMember(stack, owner, account('Caio'), role);
});

afterAll(async () => {
  await stack?.stop();
});

const upload = async (client: BrowserClient, bytes: Buffer, name: string, parent?: string) => {
  const form = fileForm('file', bytes, 'application/pdf', name);
  if (parent) form.append('parent', parent);
  const answer = await client.api('POST', '/items/upload', { form });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; size: number };
};

const storageOf = async (client: BrowserClient) => {
  const stats = await client.api('GET', `/organizations/${client.organization}/stats`);
  expect(stats.status).toBe(200);
  return stats.body.storage as number;
};

it('shows the bytes of the organization’s files, in folders too, and drops a deleted one', async () => {
  expect(await storageOf(owner)).toBe(0);

  const first = await multiPagePdf('Primeiro', 1);
  const second = await multiPagePdf('Segundo', 3);
  const folder = await owner.api('POST', '/items', { json: { name: 'Contratos' } });
  expect(folder.status).toBe(201);
  await upload(owner, first, 'primeiro.pdf');
  const inFolder = await upload(owner, second, 'segundo.pdf', folder.body.id);
  await upload(stranger, second, 'alheio.pdf');

  expect(await storageOf(owner)).toBe(first.length + second.length);
  expect(await storageOf(stranger)).toBe(second.length);

  expect((await owner.api('DELETE', `/items/${inFolder.id}`)).status).toBe(204);
  expect(await storageOf(owner)).toBe(first.length);
});

describe('shares', () => {
  const idOf = async (client: BrowserClient) => (await client.api('GET', '/me')).body.id as string;
  const shares = (client: BrowserClient, method: 'PUT' | 'DELETE', item: string, users: unknown) =>
    client.api(method, `/items/${item}/shares`, { json: { users } });

  it('shares an item with members to read or edit, changes and removes a share', async () => {
    const folder = (await owner.api('POST', '/items', { json: { name: 'Compartilhada' } })).body.id;
    const [mara, caio] = [await idOf(member), await idOf(colleague)];

    const shared = await shares(owner, 'PUT', folder, [
      { id: mara, permission: 'read' },
      { id: caio, permission: 'edit' },
    ]);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toEqual(
      expect.arrayContaining([
        { user_id: mara, permission: 'read' },
        { user_id: caio, permission: 'edit' },
      ]),
    );
    expect(shared.body.data).toHaveLength(2);

    const changed = await shares(owner, 'PUT', folder, [{ id: mara, permission: 'edit' }]);
    expect(changed.body.data).toEqual(
      expect.arrayContaining([
        { user_id: mara, permission: 'edit' },
        { user_id: caio, permission: 'edit' },
      ]),
    );

    expect((await shares(owner, 'DELETE', folder, [caio])).status).toBe(204);
    expect((await shares(owner, 'PUT', folder, [{ id: mara, permission: 'read' }])).body.data).toEqual([
      { user_id: mara, permission: 'read' },
    ]);
  });

  it('never shares with someone outside the organization, nor reaches another organization’s item', async () => {
    const folder = (await owner.api('POST', '/items', { json: { name: 'Interna' } })).body.id;
    const outsider = await idOf(stranger);
    const refused = await shares(owner, 'PUT', folder, [
      { id: await idOf(member), permission: 'read' },
      { id: outsider, permission: 'read' },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['users.1.id']);
    expect(refused.body.field_codes['users.1.id'][0].code).toBe('storage_item.share_not_member');
    // Nothing of a refused call is kept: the member named beside the outsider is not shared with.
    const caio = await idOf(colleague);
    expect((await shares(owner, 'PUT', folder, [{ id: caio, permission: 'read' }])).body.data).toEqual([
      { user_id: caio, permission: 'read' },
    ]);
    expect(
      (
        await shares(owner, 'PUT', folder, [
          { id: '00000000-0000-4000-8000-000000000000', permission: 'read' },
        ])
      ).status,
    ).toBe(422);

    // The other organization's owner does not find the item, even to share it with themselves.
    expect((await shares(stranger, 'PUT', folder, [{ id: outsider, permission: 'edit' }])).status).toBe(404);
    expect((await shares(stranger, 'DELETE', folder, [outsider])).status).toBe(404);
  });

  it('lets only the item’s creator or the owner change its shares', async () => {
    const mine = (await member.api('POST', '/items', { json: { name: 'Da Mara' } })).body.id;
    const ownersFolder = (await owner.api('POST', '/items', { json: { name: 'Do dono' } })).body.id;
    const caio = await idOf(colleague);

    // Out of a member's reach, the item is not found; shared with them, even to edit, not theirs to share.
    expect((await shares(colleague, 'PUT', mine, [{ id: caio, permission: 'edit' }])).status).toBe(404);
    expect((await shares(member, 'PUT', mine, [{ id: caio, permission: 'read' }])).status).toBe(200);
    expect((await shares(owner, 'PUT', mine, [{ id: caio, permission: 'edit' }])).status).toBe(200);
    const forbidden = await shares(colleague, 'PUT', mine, [{ id: caio, permission: 'edit' }]);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('storage_item.share_forbidden');
    expect((await shares(colleague, 'DELETE', mine, [caio])).status).toBe(403);
    expect((await shares(member, 'PUT', ownersFolder, [{ id: caio, permission: 'read' }])).status).toBe(404);
  });

  it('refuses a body without users, a bad permission or a repeated user', async () => {
    const folder = (await owner.api('POST', '/items', { json: { name: 'Validada' } })).body.id;
    const mara = await idOf(member);
    for (const users of [
      undefined,
      [],
      [{ id: mara, permission: 'admin' }],
      [{ id: 'not-a-uuid', permission: 'read' }],
      [
        { id: mara, permission: 'read' },
        { id: mara, permission: 'edit' },
      ],
    ]) {
      const answer = await shares(owner, 'PUT', folder, users);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors).some((field) => field.startsWith('users'))).toBe(true);
    }
    expect((await shares(owner, 'DELETE', folder, ['not-a-uuid'])).status).toBe(422);
  });
});

describe('a published folder', () => {
  it('shows a visitor its own items and folders below it, and nothing else of the organization', async () => {
    const visitor = new BrowserClient(stack.url);
    const folder = async (name: string, parent?: string) =>
      (await owner.api('POST', '/items', { json: { name, parent } })).body as { id: string };
    const pdf = await multiPagePdf('Publicado', 1);
    const published = await folder('Pública');
    const inner = await folder('Dentro', published.id);
    const sibling = await folder('Vizinha');
    const listed = await upload(owner, pdf, 'publico.pdf', published.id);
    const deep = await upload(owner, pdf, 'fundo.pdf', inner.id);
    const secret = await upload(owner, pdf, 'segredo.pdf', sibling.id);
    const atRoot = await upload(owner, pdf, 'raiz.pdf');

    const publish = await owner.api('POST', `/items/${published.id}/publish`);
    expect(publish.status).toBe(200);
    const token = publish.body.publish_token as string;

    const page = await visitor.api('GET', `/p/items/${token}`, { organization: null });
    expect(page.status).toBe(200);
    expect(page.body.folder.id).toBe(published.id);
    expect(page.body.data.map((item: { id: string }) => item.id).sort()).toEqual(
      [inner.id, listed.id].sort(),
    );
    const file = page.body.data.find((item: { id: string }) => item.id === listed.id);
    // The signed link to the file itself (this stack's storage answers where BLOB_PUBLIC_BASE_URL would).
    const link = new URL(file.links.preview);
    link.host = new URL(stack.serviceUrls.storage).host;
    const preview = await fetch(link);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).equals(pdf)).toBe(true);

    const innerToken = page.body.data.find((item: { id: string }) => item.id === inner.id).publish_token;
    const innerPage = await visitor.api('GET', `/p/items/${innerToken}`, { organization: null });
    expect(innerPage.body.data.map((item: { id: string }) => item.id)).toEqual([deep.id]);

    // Ids are no tokens: the parent, a sibling, their files and the published items themselves.
    for (const id of [sibling.id, secret.id, atRoot.id, published.id, inner.id, listed.id, deep.id]) {
      expect((await visitor.api('GET', `/p/items/${id}`, { organization: null })).status).toBe(404);
      expect((await visitor.api('GET', `/items/${id}`, { organization: null })).status).toBe(401);
    }
    // Nothing added to the token reaches further: a query naming another folder, a path below it.
    const steered = await visitor.api(
      'GET',
      `/p/items/${token}?parent=${sibling.id}&filter[parent]=${sibling.id}`,
      {
        organization: null,
      },
    );
    expect(steered.body.data.map((item: { id: string }) => item.id).sort()).toEqual(
      [inner.id, listed.id].sort(),
    );
    for (const path of [
      `/p/items/${token}/${secret.id}`,
      `/p/items/${token}/download`,
      `/p/items/${innerToken}/..`,
    ])
      expect((await visitor.api('GET', path, { organization: null })).status).toBe(404);
    const seen = JSON.stringify([page.body, innerPage.body, steered.body]);
    for (const hidden of [sibling.id, secret.id, atRoot.id]) expect(seen).not.toContain(hidden);

    // Unpublished, neither link opens any more.
    expect((await owner.api('DELETE', `/items/${published.id}/publish`)).status).toBe(204);
    for (const closed of [token, innerToken])
      expect((await visitor.api('GET', `/p/items/${closed}`, { organization: null })).status).toBe(404);
  });
});

describe('what a share opens, through the gateway', () => {
  const idOf = async (client: BrowserClient) => (await client.api('GET', '/me')).body.id as string;
  const listed = async (client: BrowserClient, path: string) =>
    ((await client.api('GET', path)).body.data as Array<{ id: string; access: string }>).map(
      (item) => `${item.id}:${item.access}`,
    );

  it('keeps a member’s files from a colleague until shared, to read and then to edit', async () => {
    const folder = (await member.api('POST', '/items', { json: { name: 'Da Mara, privada' } })).body.id;
    const pdf = await multiPagePdf('Privado', 1);
    const file = await upload(member, pdf, 'privado.pdf', folder);
    const caio = await idOf(colleague);

    expect((await listed(colleague, '/items')).some((entry) => entry.startsWith(folder))).toBe(false);
    expect((await colleague.api('GET', `/items/${file.id}`)).status).toBe(404);
    expect((await colleague.api('GET', `/items/${file.id}/download`)).status).toBe(404);
    // The organization's owner reaches it all the same; the other organization does not.
    expect((await owner.api('GET', `/items/${file.id}`)).body.access).toBe('manage');
    expect((await stranger.api('GET', `/items/${file.id}`)).status).toBe(404);

    await member.api('PUT', `/items/${folder}/shares`, {
      json: { users: [{ id: caio, permission: 'read' }] },
    });
    expect(await listed(colleague, '/items')).toContain(`${folder}:read`);
    expect(await listed(colleague, `/items?parent=${folder}`)).toEqual([`${file.id}:read`]);
    expect((await colleague.api('GET', `/items/${file.id}/download`)).status).toBe(200);
    const refused = await colleague.api('DELETE', `/items/${file.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('storage_item.edit_forbidden');

    await member.api('PUT', `/items/${folder}/shares`, {
      json: { users: [{ id: caio, permission: 'edit' }] },
    });
    expect((await colleague.api('DELETE', `/items/${file.id}`)).status).toBe(204);
    expect((await member.api('GET', `/items?parent=${folder}`)).body.data).toEqual([]);
  });

  it('lists the organization’s members to pick from, for a member without permissions, and nobody else’s', async () => {
    const picked = await colleague.api('GET', '/users/directory');
    expect(picked.status).toBe(200);
    const names = picked.body.data.map((user: { name: string }) => user.name);
    expect(names).toEqual(expect.arrayContaining(['Sara Arquivo', 'Mara Membro', 'Caio Membro']));
    expect(names).not.toContain('Tulio Arquivo');
    expect(Object.keys(picked.body.data[0]).sort()).toEqual(['avatar', 'email', 'id', 'name']);
    expect((await colleague.api('GET', '/users')).status).toBe(403);
  });
});

describe('a published folder that moves', () => {
  it('keeps its link, names nothing above it, and links handed out under it die with the publication', async () => {
    const visitor = new BrowserClient(stack.url);
    const open = (token: string) => visitor.api('GET', `/p/items/${token}`, { organization: null });
    const folder = async (name: string, parent?: string) =>
      (await owner.api('POST', '/items', { json: { name, parent } })).body.id as string;
    const above = await folder('Acima da pública');
    const published = await folder('Pública que muda', above);
    const inner = await folder('Dentro da que muda', published);
    const token = (await owner.api('POST', `/items/${published}/publish`)).body.publish_token as string;
    const innerToken = (await open(token)).body.data[0].publish_token as string;

    expect((await owner.api('PUT', `/items/${published}/move`, { json: { parent: null } })).status).toBe(200);
    const moved = await open(token);
    expect(moved.status).toBe(200);
    expect(moved.body.folder).toMatchObject({ id: published, parent: null, depth: 0 });
    expect(JSON.stringify(moved.body)).not.toContain(above);
    expect((await open(innerToken)).body.data).toEqual([]);

    // The inner folder moved out is closed; back in, it opens again under the same publication.
    await owner.api('PUT', `/items/${inner}/move`, { json: { parent: above } });
    expect((await open(innerToken)).status).toBe(404);
    await owner.api('PUT', `/items/${inner}/move`, { json: { parent: published } });
    expect((await open(innerToken)).status).toBe(200);

    // Unpublished and published again: a new link, and the old ones stay closed.
    await owner.api('DELETE', `/items/${published}/publish`);
    const again = (await owner.api('POST', `/items/${published}/publish`)).body.publish_token as string;
    expect(again).not.toBe(token);
    for (const closed of [token, innerToken]) expect((await open(closed)).status).toBe(404);
    expect((await open(again)).body.data[0].id).toBe(inner);
  });
});
