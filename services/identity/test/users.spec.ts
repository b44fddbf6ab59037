import {
  gatewayHeaders,
  permissions,
  useDelegatedWorkspace,
  type SeededUser,
} from './support/workspace-test-kit.js';
import { asGateway } from '@rubrica/testing';

const {
  identity,
  api,
  owner,
  delegate: manager,
  acme,
  asOwner,
} = useDelegatedWorkspace('users', {
  owner: { email: 'olga@acme.test' },
  delegate: { name: 'Mario Manager' },
  role: { name: 'Gestores', flags: ['manage_users'] },
});
let ana: SeededUser;
let beto: SeededUser;
let financeRole: string;

beforeAll(async () => {
  ana = await identity.seed.user({
    name: 'Ana Souza',
    email: 'ana@acme.test',
    phone: '+5511999990000',
  });
  beto = await identity.seed.user({ name: 'Beto Dias' });
  financeRole = await identity.seed.role(
    acme.id,
    'Financeiro',
    permissions('manage_billing', 'send_envelopes'),
  );
  await identity.seed.membership(acme.id, ana.id, acme.defaultRoleId);
  await identity.seed.membership(acme.id, beto.id, acme.defaultRoleId);
  const team = await identity.seed.team(acme.id, 'Comercial');
  await identity.seed.teamMember(team, ana.id);
});

/** Everyone in Acme, by name. */
const MEMBER_NAMES = ['Ana Souza', 'Beto Dias', 'Mario Manager', 'Olga Owner'];

async function membershipOf(userId: string) {
  const [row] = await identity.dataSource.query(
    'SELECT * FROM memberships WHERE organization_id = $1 AND user_id = $2',
    [acme.id, userId],
  );
  return row as { role_id: string; is_owner: boolean } | undefined;
}

describe('GET /users', () => {
  it('lists members by name with joined_at, owner flag, role and teams', async () => {
    const list = await api('GET', '/users');
    expect(list.status).toBe(200);
    expect(list.body.data.map((user: { name: string }) => user.name)).toEqual(MEMBER_NAMES);
    expect(list.body.data[0]).toMatchObject({
      id: ana.id,
      email: 'ana@acme.test',
      is_owner: false,
      role: { id: acme.defaultRoleId, name: 'Usuário', is_default: true },
      teams: [{ id: expect.any(String), name: 'Comercial' }],
      permissions: permissions('send_envelopes'),
    });
    expect(Date.parse(list.body.data[0].joined_at)).not.toBeNaN();
    expect(list.body.data[3]).toMatchObject({
      is_owner: true,
      permissions: expect.objectContaining({ manage_billing: true }),
    });
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 15, total: 4 });
  });

  it('searches name and e-mail and pages', async () => {
    expect((await api('GET', '/users?q=olga@')).body.data.map((user: { id: string }) => user.id)).toEqual([
      owner.id,
    ]);
    const second = await api('GET', '/users?page=2');
    expect(second.body.data).toEqual([]);
    expect(second.body.meta.current_page).toBe(2);
  });
});

describe('GET /users/directory', () => {
  const asAna = () => gatewayHeaders(ana, acme);

  it('lists the members to a member without permissions, with name, e-mail and avatar only', async () => {
    const list = await api('GET', '/users/directory', undefined, asAna());
    expect(list.status).toBe(200);
    expect(list.body.data.map((user: { name: string }) => user.name)).toEqual(MEMBER_NAMES);
    for (const user of list.body.data)
      expect(Object.keys(user).sort()).toEqual(['avatar', 'email', 'id', 'name']);
    expect(list.body.data[0]).toEqual({
      id: ana.id,
      name: 'Ana Souza',
      email: 'ana@acme.test',
      avatar: null,
    });
    expect(list.body.meta).toMatchObject({ current_page: 1 });
  });

  it('searches name and e-mail, for the owner and for a member holding one flag alike', async () => {
    for (const headers of [asOwner(), gatewayHeaders(beto, acme, { flags: ['manage_teams'] })]) {
      const found = await api('GET', '/users/directory?q=acme.test', undefined, headers);
      expect(found.body.data.map((user: { id: string }) => user.id)).toEqual([ana.id, owner.id]);
      expect((await api('GET', '/users/directory?q=beto', undefined, headers)).body.data).toHaveLength(1);
    }
  });

  it('keeps the full users list to owners and manage_users', async () => {
    const refused = await api('GET', '/users', undefined, asAna());
    expect(refused.status).toBe(403);
    expect((await api('GET', `/users/${beto.id}`, undefined, asAna())).status).toBe(403);
  });

  it('shows another organization nothing of this one', async () => {
    const stranger = await identity.seed.user({ name: 'Sara Stranger' });
    const other = await identity.seed.organization(stranger, { name: 'Outra' });
    // Naming the first organization, they are no member of it.
    expect(
      (await api('GET', '/users/directory', undefined, gatewayHeaders(stranger, acme, { owner: true })))
        .status,
    ).toBe(403);
    const own = await api(
      'GET',
      '/users/directory',
      undefined,
      gatewayHeaders(stranger, other, { owner: true }),
    );
    expect(own.body.data.map((user: { id: string }) => user.id)).toEqual([stranger.id]);
  });
});

describe('GET /users/:id', () => {
  it('gives one member; extended adds phone, language and e-mail verification', async () => {
    const plain = await api('GET', `/users/${ana.id}`);
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('phone');
    const extended = await api('GET', `/users/${ana.id}?extended=true`);
    expect(extended.body).toMatchObject({
      id: ana.id,
      phone: '+5511999990000',
      lang: 'pt-BR',
      email_verified: true,
    });
  });

  it('answers 404 for someone outside the organization', async () => {
    const outsider = await identity.seed.user();
    expect((await api('GET', `/users/${outsider.id}`)).status).toBe(404);
    expect((await api('GET', '/users/nonsense')).status).toBe(404);
  });
});

describe('permissions', () => {
  it('GET shows role and effective flags; PUT assigns another role of the organization', async () => {
    const before = await api('GET', `/users/${beto.id}/permissions`);
    expect(before.body).toEqual({
      user_id: beto.id,
      is_owner: false,
      role: { id: acme.defaultRoleId, name: 'Usuário', is_default: true },
      permissions: permissions('send_envelopes'),
    });
    const changed = await api('PUT', `/users/${beto.id}/permissions`, { role: financeRole });
    expect(changed.status).toBe(200);
    expect(changed.body.permissions).toEqual(permissions('manage_billing', 'send_envelopes'));
    expect((await membershipOf(beto.id))!.role_id).toBe(financeRole);
  });

  it('refuses a missing role or a role of another organization with 422', async () => {
    const other = await identity.seed.organization(await identity.seed.user());
    const missing = await api('PUT', `/users/${beto.id}/permissions`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ role: ['The role field is required.'] });
    const foreign = await api('PUT', `/users/${beto.id}/permissions`, { role: other.defaultRoleId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ role: ['The selected role is invalid.'] });
    expect((await membershipOf(beto.id))!.role_id).toBe(financeRole);
  });
});

describe('ownership', () => {
  it('only an owner grants and revokes ownership', async () => {
    const denied = await api('POST', `/users/${ana.id}/owner`);
    expect(denied.status).toBe(403);
    expect((await membershipOf(ana.id))!.is_owner).toBe(false);

    const granted = await api('POST', `/users/${ana.id}/owner`, undefined, asOwner());
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ id: ana.id, is_owner: true });
    expect((await membershipOf(ana.id))!.is_owner).toBe(true);

    expect((await api('DELETE', `/users/${ana.id}/owner`)).status).toBe(403);
    const revoked = await api('DELETE', `/users/${ana.id}/owner`, undefined, asOwner());
    expect(revoked.status).toBe(200);
    expect(revoked.body.is_owner).toBe(false);
    expect((await membershipOf(ana.id))!.is_owner).toBe(false);
  });

  it('keeps the last owner', async () => {
    const answer = await api('DELETE', `/users/${owner.id}/owner`, undefined, asOwner());
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('The organization must keep at least one owner.');
    expect((await membershipOf(owner.id))!.is_owner).toBe(true);
  });
});

describe('DELETE /users/:id', () => {
  it('removes the membership and the user’s teams in the organization, announcing it', async () => {
    const leaving = await identity.seed.user({ name: 'Leo Leaving' });
    await identity.seed.membership(acme.id, leaving.id, acme.defaultRoleId);
    const team = await identity.seed.team(acme.id, 'Saída');
    await identity.seed.teamMember(team, leaving.id);
    const removed = await api('DELETE', `/users/${leaving.id}`);
    expect(removed.status).toBe(204);
    expect(await membershipOf(leaving.id)).toBeUndefined();
    expect(
      await identity.dataSource.query('SELECT * FROM team_members WHERE user_id = $1', [leaving.id]),
    ).toEqual([]);
    const [event] = await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.membership.changed' AND payload->>'userId' = $1
        ORDER BY created_at DESC LIMIT 1`,
      [leaving.id],
    );
    expect(event.payload.change).toBe('MEMBERSHIP_CHANGE_REMOVED');
    expect((await api('DELETE', `/users/${leaving.id}`)).status).toBe(404);
  });

  it('refuses to remove an owner or oneself', async () => {
    const ownerRemoval = await api('DELETE', `/users/${owner.id}`);
    expect(ownerRemoval.status).toBe(403);
    expect(ownerRemoval.body.message).toBe('The organization owner cannot be removed from the organization.');
    const selfRemoval = await api('DELETE', `/users/${manager.id}`);
    expect(selfRemoval.status).toBe(403);
    expect(selfRemoval.body.message).toBe('You cannot remove yourself from the organization.');
    expect(await membershipOf(owner.id)).toBeDefined();
    expect(await membershipOf(manager.id)).toBeDefined();
  });
});

describe('GET /users/:id/avatar', () => {
  it('serves a member’s avatar to the other members and 404 when there is none', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const store = (await import('@rubrica/blob')).createBlobStore(identity.config);
    await store.put(`users/${ana.id}/avatar-1`, png, { contentType: 'image/png' });
    await identity.dataSource.query('UPDATE users SET avatar_key = $1 WHERE id = $2', [
      `users/${ana.id}/avatar-1`,
      ana.id,
    ]);
    const served = await fetch(`${identity.url}/users/${ana.id}/avatar`, {
      headers: await asGateway('identity', gatewayHeaders(beto, acme)),
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await api('GET', `/users/${ana.id}`)).body.avatar).toBe(
      `http://localhost:8080/api/users/${ana.id}/avatar?v=avatar-1`,
    );
    expect(
      (await identity.call('GET', `/users/${beto.id}/avatar`, { headers: gatewayHeaders(beto, acme) }))
        .status,
    ).toBe(404);
  });
});
