import { hash } from 'argon2';
import { connect } from '@nats-io/transport-node';
import { resolveTestServices, asGateway } from '@rubrica/testing';
import { withTransaction } from '@rubrica/database';
import { STORAGE_USAGE_PATTERN } from '../src/organizations/organization-stats.service.js';
import { OrganizationsService } from '../src/organizations/organizations.service.js';
import { makeJpegHeader, makePng } from './support/image-fixtures.js';
import { gatewayHeaders, permissions, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';

const identity = useIdentityApp('organizations');
let ana: SeededUser;
let bruno: SeededUser;
let editor: SeededUser;
let acme: SeededOrganization;

const PASSWORD = 'Correct-horse-1';

beforeAll(async () => {
  ana = await identity.seed.user({ name: 'Ana Souza' });
  bruno = await identity.seed.user({ name: 'Bruno Lima' });
  editor = await identity.seed.user({ name: 'Edna Editora' });
  await identity.dataSource.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
    await hash(PASSWORD),
    ana.id,
  ]);
  acme = await identity.seed.organization(ana, { name: 'Acme' });
  await identity.seed.membership(acme.id, bruno.id, acme.defaultRoleId);
  await identity.seed.grantedRole(acme.id, editor.id, 'Editors', permissions('edit_organization'));
});

const as = (user: SeededUser) => gatewayHeaders(user);
const api = (
  method: string,
  path: string,
  user: SeededUser,
  options: { json?: unknown; form?: FormData } = {},
) => identity.call(method, path, { headers: as(user), ...options });

async function outboxSubjects(): Promise<string[]> {
  const rows: Array<{ subject: string }> = await identity.dataSource.query(
    'SELECT subject FROM outbox_events ORDER BY created_at',
  );
  return rows.map((row) => row.subject);
}

function logoForm(bytes: Buffer, type = 'image/png', name = 'logo.png'): FormData {
  const form = new FormData();
  form.append('logo', new Blob([bytes], { type }), name);
  return form;
}

describe('POST /organizations', () => {
  it('creates the organization with the default role Usuário and the creator as owner, announcing both', async () => {
    const before = (await outboxSubjects()).length;
    const created = await api('POST', '/organizations', bruno, { json: { name: '  Bruno Ltda  ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bruno Ltda',
      is_owner: true,
      is_personal: false,
      logo: null,
      permissions: {
        send_envelopes: true,
        manage_users: true,
        manage_billing: true,
        edit_organization: true,
      },
      style: { navbar_background_color: '#000000', navbar_text_color: '#ffffff' },
    });
    const [role] = await identity.dataSource.query('SELECT * FROM roles WHERE organization_id = $1', [
      created.body.id,
    ]);
    expect(role).toMatchObject({ name: 'Usuário', is_default: true, is_protected: true });
    expect(role.permissions).toEqual(permissions('send_envelopes'));
    const [membership] = await identity.dataSource.query(
      'SELECT * FROM memberships WHERE organization_id = $1',
      [created.body.id],
    );
    expect(membership).toMatchObject({ user_id: bruno.id, role_id: role.id, is_owner: true });
    // Written in one transaction (same timestamp), so compared without order.
    expect((await outboxSubjects()).slice(before).sort()).toEqual([
      'rubrica.identity.membership.changed',
      'rubrica.identity.organization.created',
    ]);
  });

  it('takes the name from a multipart form too', async () => {
    const form = new FormData();
    form.append('name', 'Formulário SA');
    const created = await api('POST', '/organizations', bruno, { form });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Formulário SA');
  });

  it.each([
    [{}, 'The name field is required.'],
    [{ name: '   ' }, 'The name field is required.'],
    [{ name: 'x'.repeat(51) }, 'The name may not be greater than 50 characters.'],
  ])('refuses %j with 422 on name', async (json, message) => {
    const answer = await api('POST', '/organizations', bruno, { json });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: [message] });
  });

  it('accepts a name of exactly 50 characters', async () => {
    expect((await api('POST', '/organizations', bruno, { json: { name: 'y'.repeat(50) } })).status).toBe(201);
  });

  it('answers 401 without the gateway user header', async () => {
    expect((await identity.call('POST', '/organizations', { json: { name: 'X' } })).status).toBe(401);
  });
});

describe('createPersonalWorkspace', () => {
  it('makes a personal organization named after the user, owned by them, remembered on the user row', async () => {
    const dora = await identity.seed.user({ name: 'Dora Personal' });
    const service = identity.app.get(OrganizationsService);
    const organization = await withTransaction(identity.dataSource, (manager) =>
      service.createPersonalWorkspace(manager, dora),
    );
    expect(organization).toMatchObject({ name: 'Dora Personal', isPersonal: true });
    const [user] = await identity.dataSource.query(
      'SELECT personal_organization_id FROM users WHERE id = $1',
      [dora.id],
    );
    expect(user.personal_organization_id).toBe(organization.id);

    const list = await api('GET', '/organizations', dora);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: organization.id, is_personal: true, is_owner: true });

    const removal = await api('DELETE', `/organizations/${organization.id}`, dora, {
      json: { password: 'anything' },
    });
    expect(removal.status).toBe(403);
    expect(removal.body.message).toBe('Your personal workspace cannot be deleted.');
    const rename = await api('PATCH', `/organizations/${organization.id}`, dora, { json: { name: 'Other' } });
    expect(rename.status).toBe(403);
    const theme = await api('DELETE', `/organizations/${organization.id}/theme`, dora);
    expect(theme.status).toBe(403);
    expect(theme.body.message).toBe('This is not available in a personal workspace.');
  });
});

describe('GET /organizations and /organizations/:id', () => {
  it('lists only the caller’s organizations with ownership and flags', async () => {
    const list = await api('GET', '/organizations', editor);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: acme.id,
        name: 'Acme',
        is_owner: false,
        permissions: expect.objectContaining({
          edit_organization: true,
          manage_users: false,
          send_envelopes: false,
        }),
      }),
    ]);
    expect(list.body.meta).toMatchObject({ current_page: 1, total: 1 });
  });

  it('gives one organization, with stats and owners when extended', async () => {
    const plain = await api('GET', `/organizations/${acme.id}`, bruno);
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('stats');
    const extended = await api('GET', `/organizations/${acme.id}?extended=true`, bruno);
    expect(extended.body.stats).toEqual({ users: 3, invitations: 0, storage: 0 });
    expect(extended.body.owners).toEqual([{ id: ana.id, name: ana.name, email: ana.email }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await api('GET', '/organizations/00000000-0000-4000-8000-000000000000', bruno)).status).toBe(404);
    expect((await api('GET', '/organizations/not-an-id', bruno)).status).toBe(404);
  });
});

describe('PATCH /organizations/:id', () => {
  it('lets only the owner rename', async () => {
    const denied = await api('PATCH', `/organizations/${acme.id}`, editor, { json: { name: 'Hacked' } });
    expect(denied.status).toBe(403);
    const invalid = await api('PATCH', `/organizations/${acme.id}`, ana, { json: { name: 'z'.repeat(51) } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.name).toEqual(['The name may not be greater than 50 characters.']);
    const renamed = await api('PATCH', `/organizations/${acme.id}`, ana, { json: { name: 'Acme Corp' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Acme Corp');
    const [row] = await identity.dataSource.query('SELECT name FROM organizations WHERE id = $1', [acme.id]);
    expect(row.name).toBe('Acme Corp');
  });
});

describe('PATCH /organizations/:id with a logo (multipart, organization §7: name, logo)', () => {
  const renameForm = (name: string, logo: Buffer) => {
    const form = logoForm(logo);
    form.append('name', name);
    return form;
  };

  it('renames and stores the logo sent along', async () => {
    const own = await identity.seed.organization(ana, { name: 'Patch Me' });
    const png = makePng(190, 33);
    const answer = await api('PATCH', `/organizations/${own.id}`, ana, { form: renameForm('Patched', png) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Patched',
      logo: expect.stringContaining(`/organizations/${own.id}/logo?v=`),
    });
    const served = await fetch(`${identity.url}/organizations/${own.id}/logo`, {
      headers: await asGateway('identity', as(ana)),
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('applies the logo rules, and then changes neither the name nor the logo', async () => {
    const own = await identity.seed.organization(ana, { name: 'Keep Me' });
    const big = makePng(10, 10, 2048 * 1024);
    const answer = await api('PATCH', `/organizations/${own.id}`, ana, { form: renameForm('Changed', big) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['The logo may not be greater than 2048 kilobytes.'] });
    const [row] = await identity.dataSource.query('SELECT name, logo_key FROM organizations WHERE id = $1', [
      own.id,
    ]);
    expect(row).toEqual({ name: 'Keep Me', logo_key: null });
  });
});

describe('logo', () => {
  it('stores a PNG, serves it back, and returns to no logo on delete', async () => {
    const png = makePng(190, 33);
    const uploaded = await api('POST', `/organizations/${acme.id}/logo`, editor, { form: logoForm(png) });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatch(
      new RegExp(`^http://localhost:8080/api/organizations/${acme.id}/logo\\?v=`),
    );

    const served = await fetch(`${identity.url}/organizations/${acme.id}/logo`, {
      headers: await asGateway('identity', as(bruno)),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await api('GET', `/organizations/${acme.id}`, bruno)).body.logo).toBe(uploaded.body.logo);

    const removed = await api('DELETE', `/organizations/${acme.id}/logo`, editor);
    expect(removed.status).toBe(204);
    expect((await api('GET', `/organizations/${acme.id}`, bruno)).body.logo).toBeNull();
    expect((await api('GET', `/organizations/${acme.id}/logo`, bruno)).status).toBe(404);
  });

  it('accepts a JPEG', async () => {
    const uploaded = await api('POST', `/organizations/${acme.id}/logo`, ana, {
      form: logoForm(makeJpegHeader(190, 33), 'image/jpeg', 'logo.jpg'),
    });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${identity.url}/organizations/${acme.id}/logo`, {
      headers: await asGateway('identity', as(ana)),
    });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a file over 2048 KB with the image-size message', async () => {
    const big = makePng(10, 10, 2048 * 1024);
    const answer = await api('POST', `/organizations/${acme.id}/logo`, ana, { form: logoForm(big) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['The logo may not be greater than 2048 kilobytes.'] });
  });

  it('refuses what is not a JPG or PNG, even when called image/png', async () => {
    const answer = await api('POST', `/organizations/${acme.id}/logo`, ana, {
      form: logoForm(Buffer.from('GIF89a not really'), 'image/png', 'logo.png'),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['The logo must be a file of type: jpg, jpeg, png.'] });
  });

  it('requires the file', async () => {
    const answer = await api('POST', `/organizations/${acme.id}/logo`, ana, { form: new FormData() });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['The logo field is required.'] });
  });

  it('needs owner or edit_organization', async () => {
    const answer = await api('POST', `/organizations/${acme.id}/logo`, bruno, {
      form: logoForm(makePng(2, 2)),
    });
    expect(answer.status).toBe(403);
    expect((await api('DELETE', `/organizations/${acme.id}/logo`, bruno)).status).toBe(403);
  });
});

describe('theme', () => {
  const palette = {
    avatar_background_color: '#112233',
    avatar_text_color: '#FFFFFF',
    navbar_background_color: '#445566',
    navbar_text_color: '#eeeeee',
    button_background_color: '#778899',
    button_text_color: '#000000',
  };

  it('answers black background and white text until a palette is set, then the palette, then defaults again', async () => {
    const initial = await api('GET', `/organizations/${acme.id}/theme`, bruno);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      avatar_background_color: '#000000',
      avatar_text_color: '#ffffff',
      navbar_background_color: '#000000',
      navbar_text_color: '#ffffff',
      button_background_color: '#000000',
      button_text_color: '#ffffff',
      is_default: true,
    });
    const saved = await api('PUT', `/organizations/${acme.id}/theme`, editor, { json: palette });
    expect(saved.status).toBe(200);
    expect(saved.body.avatar_text_color).toBe('#ffffff');
    const read = await api('GET', `/organizations/${acme.id}/theme`, bruno);
    expect(read.body).toMatchObject({ ...palette, avatar_text_color: '#ffffff', is_default: false });
    expect((await api('GET', `/organizations/${acme.id}`, bruno)).body.style.navbar_background_color).toBe(
      '#445566',
    );

    expect((await api('DELETE', `/organizations/${acme.id}/theme`, ana)).status).toBe(204);
    expect((await api('GET', `/organizations/${acme.id}/theme`, bruno)).body.is_default).toBe(true);
  });

  it.each(Object.keys(palette))('refuses a missing or malformed %s with 422 on that field', async (field) => {
    const missing = await api('PUT', `/organizations/${acme.id}/theme`, ana, {
      json: { ...palette, [field]: undefined },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ [field]: [`The ${field} field is required.`] });
    const malformed = await api('PUT', `/organizations/${acme.id}/theme`, ana, {
      json: { ...palette, [field]: '#12345' },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ [field]: [`The ${field} must be a colour like #1a2b3c.`] });
  });

  it('needs owner or edit_organization to change', async () => {
    expect((await api('PUT', `/organizations/${acme.id}/theme`, bruno, { json: palette })).status).toBe(403);
    expect((await api('DELETE', `/organizations/${acme.id}/theme`, bruno)).status).toBe(403);
  });

  // The SPA dresses every member's app from the organization list (organization spec, themes).
  it('reaches every member through GET /organizations, and stays out of reach of other organizations', async () => {
    const [owner, member, painter, billing, outsider] = await Promise.all(
      ['Olga Dona', 'Mário Membro', 'Pia Pintora', 'Bia Cobrança', 'Otto Fora'].map((name) =>
        identity.seed.user({ name }),
      ),
    );
    const studio = await identity.seed.organization(owner!, { name: 'Estúdio' });
    await identity.seed.membership(studio.id, member!.id, studio.defaultRoleId);
    await identity.seed.grantedRole(studio.id, painter!.id, 'Painters', permissions('edit_organization'));
    await identity.seed.grantedRole(studio.id, billing!.id, 'Billing', permissions('manage_billing'));
    const other = await identity.seed.organization(outsider!, { name: 'Outra' });
    const theme = `/organizations/${studio.id}/theme`;

    expect((await api('PUT', theme, painter!, { json: palette })).status).toBe(200);
    for (const user of [owner!, member!, billing!]) {
      const listed = await api('GET', '/organizations', user);
      const here = listed.body.data.find((organization: { id: string }) => organization.id === studio.id);
      expect({ user: user.name, style: here.style }).toEqual({
        user: user.name,
        style: { ...palette, avatar_text_color: '#ffffff' },
      });
    }
    const theirs = (await api('GET', '/organizations', outsider!)).body.data;
    expect(theirs.map((organization: { id: string }) => organization.id)).toEqual([other.id]);

    // manage_billing is not edit_organization; another organization's owner does not see it at all.
    expect((await api('PUT', theme, billing!, { json: palette })).status).toBe(403);
    expect((await api('DELETE', theme, outsider!)).status).toBe(404);
    const forged = { ...palette, navbar_text_color: '#123456' };
    expect((await api('PUT', theme, outsider!, { json: forged })).status).toBe(404);
    expect((await api('GET', theme, member!)).body).toMatchObject({
      navbar_text_color: '#eeeeee',
      is_default: false,
    });
  });
});

describe('GET /organizations/:id/stats', () => {
  it('counts members and pending invitations; storage is 0 while storage does not answer', async () => {
    await identity.dataSource.query(
      `INSERT INTO invitations (id, organization_id, email, role_id, token_hash, invited_by_user_id, expires_at)
       VALUES (gen_random_uuid(), $1, 'x@example.com', $2, 'hash-1', $3, now() + interval '7 days'),
              (gen_random_uuid(), $1, 'y@example.com', $2, 'hash-2', $3, now() + interval '7 days')`,
      [acme.id, acme.defaultRoleId, ana.id],
    );
    await identity.dataSource.query(
      `INSERT INTO invitations (id, organization_id, email, role_id, token_hash, invited_by_user_id, expires_at, accepted_at, accepted_by_user_id)
       VALUES (gen_random_uuid(), $1, $4, $2, 'hash-3', $3, now() + interval '7 days', now(), $5)`,
      [acme.id, acme.defaultRoleId, ana.id, bruno.email, bruno.id],
    );
    const stats = await api('GET', `/organizations/${acme.id}/stats`, bruno);
    expect(stats.status).toBe(200);
    // users_limit follows billing's plan (invitations.spec.ts, where billing's answer is set).
    expect(stats.body).toMatchObject({ users: 3, invitations: 2, storage: 0 });
  });
});

describe('GET /organizations/:id/stats with the storage service answering', () => {
  it('gives the used storage storage reports for that organization (storage.usage.v1)', async () => {
    const nats = await connect({ servers: (await resolveTestServices()).natsUrl });
    const asked: string[] = [];
    // Storage's side of the request-reply; other organizations (other test files) get 0.
    const storage = nats.subscribe(STORAGE_USAGE_PATTERN, {
      callback: (_error, message) => {
        const packet = message.json<{ id: string; data: { organizationId: string } }>();
        const mine = packet.data.organizationId === acme.id;
        if (mine) asked.push(packet.data.organizationId);
        message.respond(
          JSON.stringify({
            id: packet.id,
            response: { usedBytes: mine ? '7340032' : '0' },
            isDisposed: true,
          }),
        );
      },
    });
    try {
      await nats.flush();
      const stats = await api('GET', `/organizations/${acme.id}/stats`, bruno);
      expect(stats.status).toBe(200);
      expect(stats.body).toMatchObject({ storage: 7_340_032 });
      expect(asked).toEqual([acme.id]);
    } finally {
      storage.unsubscribe();
      await nats.close();
    }
  });
});

describe('DELETE /organizations/:id', () => {
  it('needs the owner and the right password, then the organization is gone for everyone', async () => {
    const doomed = await identity.seed.organization(ana, { name: 'Doomed' });
    await identity.seed.membership(doomed.id, bruno.id, doomed.defaultRoleId);

    const notOwner = await api('DELETE', `/organizations/${doomed.id}`, bruno, {
      json: { password: PASSWORD },
    });
    expect(notOwner.status).toBe(403);
    const missing = await api('DELETE', `/organizations/${doomed.id}`, ana, { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });
    const wrong = await api('DELETE', `/organizations/${doomed.id}`, ana, {
      json: { password: 'Wrong-pass-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await api('GET', `/organizations/${doomed.id}`, bruno)).status).toBe(200);

    const removed = await api('DELETE', `/organizations/${doomed.id}`, ana, { json: { password: PASSWORD } });
    expect(removed.status).toBe(204);
    expect((await api('GET', `/organizations/${doomed.id}`, bruno)).status).toBe(404);
    expect(
      (await api('GET', '/organizations', bruno)).body.data.map((org: { id: string }) => org.id),
    ).not.toContain(doomed.id);
    const [row] = await identity.dataSource.query('SELECT deleted_at FROM organizations WHERE id = $1', [
      doomed.id,
    ]);
    expect(row.deleted_at).not.toBeNull();
  });
});
