import { permissions, useDelegatedWorkspace } from './support/workspace-test-kit.js';

const {
  identity,
  api,
  owner,
  delegate: manager,
  delegateRole: managersRole,
  acme,
  members,
  asOwner,
} = useDelegatedWorkspace('roles', {
  delegate: { name: 'Mario Manager' },
  role: { name: 'Gestores', flags: ['manage_users'] },
  members: Array.from({ length: 8 }, (_, index) => `Member ${String(index).padStart(2, '0')}`),
});

async function roleOf(userId: string): Promise<string> {
  const [row] = await identity.dataSource.query(
    'SELECT role_id FROM memberships WHERE organization_id = $1 AND user_id = $2',
    [acme.id, userId],
  );
  return row.role_id;
}

describe('POST /roles', () => {
  it('creates a role with the flags sent and the others false', async () => {
    const created = await api('POST', '/roles', {
      name: 'Financeiro',
      manage_billing: true,
      send_envelopes: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Financeiro',
      is_default: false,
      is_protected: false,
      send_envelopes: true,
      manage_billing: true,
      manage_users: false,
      manage_teams: false,
      edit_organization: false,
      attach_organizations: false,
      users: [],
      amount_users: 0,
    });
  });

  it.each([
    [{}, 'name', 'The name field is required.'],
    [{ name: ' ' }, 'name', 'The name field is required.'],
    [{ name: 'Gestores' }, 'name', 'The name has already been taken.'],
    [{ name: 'GESTORES' }, 'name', 'The name has already been taken.'],
    [{ name: 'Flags', manage_users: 'yes' }, 'manage_users', 'The manage_users field must be true or false.'],
  ])('refuses %j with 422 on %s', async (json, field, message) => {
    const answer = await api('POST', '/roles', json);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: [message] });
  });
});

describe('GET /roles', () => {
  it('lists the default role first with up to 6 users and the count', async () => {
    const list = await api('GET', '/roles');
    expect(list.status).toBe(200);
    const [first] = list.body.data;
    expect(first).toMatchObject({
      id: acme.defaultRoleId,
      name: 'Usuário',
      is_default: true,
      amount_users: 9,
    });
    expect(first.users).toHaveLength(6);
    expect(first.users[0]).toEqual({
      id: members[0]!.id,
      name: 'Member 00',
      email: members[0]!.email,
      avatar: null,
    });
    const gestores = list.body.data.find((role: { id: string }) => role.id === managersRole.id);
    expect(gestores).toMatchObject({ amount_users: 1, users: [expect.objectContaining({ id: manager.id })] });
  });

  it('searches by name', async () => {
    const found = await api('GET', '/roles?q=gest');
    expect(found.body.data.map((role: { name: string }) => role.name)).toEqual(['Gestores']);
    expect(found.body.meta).toMatchObject({ total: 1, current_page: 1 });
  });
});

describe('GET /roles/:id', () => {
  it('gives the role; extended lists all its users', async () => {
    const plain = await api('GET', `/roles/${acme.defaultRoleId}`);
    expect(plain.status).toBe(200);
    expect(plain.body.users).toHaveLength(6);
    const extended = await api('GET', `/roles/${acme.defaultRoleId}?extended=true`);
    expect(extended.body.users).toHaveLength(9);
    expect((await api('GET', '/roles/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('PATCH /roles/:id', () => {
  it('changes flags and keeps the name; a different name is refused', async () => {
    const role = (await api('POST', '/roles', { name: 'Editável' })).body;
    const updated = await api('PATCH', `/roles/${role.id}`, { name: 'Editável', manage_teams: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Editável', manage_teams: true, send_envelopes: false });
    const renamed = await api('PATCH', `/roles/${role.id}`, { name: 'Outro' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ name: ['The name cannot be changed.'] });
    const bad = await api('PATCH', `/roles/${role.id}`, { send_envelopes: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ send_envelopes: ['The send_envelopes field must be true or false.'] });
    const [row] = await identity.dataSource.query('SELECT name, permissions FROM roles WHERE id = $1', [
      role.id,
    ]);
    expect(row).toEqual({ name: 'Editável', permissions: permissions('manage_teams') });
  });

  it('announces the new permissions of every holder', async () => {
    const holders = (await api('POST', '/roles', { name: 'Anunciada' })).body;
    await api('POST', `/roles/${holders.id}/users`, { users: [members[7]!.id] });
    await identity.dataSource.query('DELETE FROM outbox_events');
    await api('PATCH', `/roles/${holders.id}`, { manage_billing: true });
    const events = await identity.dataSource.query('SELECT subject, payload FROM outbox_events');
    expect(events).toEqual([
      {
        subject: 'rubrica.identity.membership.changed',
        payload: expect.objectContaining({
          userId: members[7]!.id,
          organizationId: acme.id,
          change: 'MEMBERSHIP_CHANGE_UPDATED',
          permissions: expect.objectContaining({ manageBilling: true }),
        }),
      },
    ]);
  });
});

describe('role users', () => {
  it('POST gives the role, GET lists holders, DELETE moves one back to the default role', async () => {
    const role = (await api('POST', '/roles', { name: 'Vendas' })).body;
    const added = await api('POST', `/roles/${role.id}/users`, { users: [members[0]!.id, members[1]!.id] });
    expect(added.status).toBe(200);
    expect(added.body.amount_users).toBe(2);
    expect(await roleOf(members[0]!.id)).toBe(role.id);

    const listed = await api('GET', `/roles/${role.id}/users`);
    expect(listed.body.data.map((user: { id: string }) => user.id)).toEqual([members[0]!.id, members[1]!.id]);
    expect((await api('GET', `/roles/${role.id}/users?q=member%2001`)).body.data).toHaveLength(1);

    expect((await api('DELETE', `/roles/${role.id}/users/${members[0]!.id}`)).status).toBe(204);
    expect(await roleOf(members[0]!.id)).toBe(acme.defaultRoleId);
    expect((await api('DELETE', `/roles/${role.id}/users/${members[0]!.id}`)).status).toBe(404);
  });

  it('PUT makes the listed users the only holders; the others go to the default role', async () => {
    const role = (await api('POST', '/roles', { name: 'Jurídico' })).body;
    await api('POST', `/roles/${role.id}/users`, { users: [members[2]!.id, members[3]!.id] });
    const replaced = await api('PUT', `/roles/${role.id}/users`, { users: [members[3]!.id, members[4]!.id] });
    expect(replaced.status).toBe(200);
    expect(await roleOf(members[2]!.id)).toBe(acme.defaultRoleId);
    expect(await roleOf(members[3]!.id)).toBe(role.id);
    expect(await roleOf(members[4]!.id)).toBe(role.id);
  });

  it('refuses users outside the organization with 422 naming each entry', async () => {
    const outsider = await identity.seed.user();
    const answer = await api('POST', `/roles/${managersRole.id}/users`, {
      users: [members[5]!.id, outsider.id, 'nonsense'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'users.1': ['The selected users.1 is invalid.'],
      'users.2': ['The selected users.2 is invalid.'],
    });
    expect(await roleOf(members[5]!.id)).toBe(acme.defaultRoleId);
    const missing = await api('POST', `/roles/${managersRole.id}/users`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ users: ['The users field is required.'] });
  });
});

describe('DELETE /roles/:id', () => {
  it('moves the role’s users and pending invitations to the default role', async () => {
    const role = (await api('POST', '/roles', { name: 'Temporária' })).body;
    await api('POST', `/roles/${role.id}/users`, { users: [members[6]!.id] });
    await identity.dataSource.query(
      `INSERT INTO invitations (id, organization_id, email, role_id, token_hash, invited_by_user_id, expires_at)
       VALUES (gen_random_uuid(), $1, 'temp@example.com', $2, 'hash-temp', $3, now() + interval '1 day')`,
      [acme.id, role.id, owner.id],
    );
    const removed = await api('DELETE', `/roles/${role.id}`);
    expect(removed.status).toBe(204);
    expect(await roleOf(members[6]!.id)).toBe(acme.defaultRoleId);
    const [invitation] = await identity.dataSource.query(
      `SELECT role_id FROM invitations WHERE email = 'temp@example.com'`,
    );
    expect(invitation.role_id).toBe(acme.defaultRoleId);
    expect(await identity.dataSource.query('SELECT id FROM roles WHERE id = $1', [role.id])).toEqual([]);
    expect((await api('GET', `/roles/${role.id}`)).status).toBe(404);
  });

  it('refuses a protected role with 403 This function cannot be removed', async () => {
    const answer = await api('DELETE', `/roles/${acme.defaultRoleId}`, undefined, asOwner());
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'This function cannot be removed' });
    expect(
      await identity.dataSource.query('SELECT id FROM roles WHERE id = $1', [acme.defaultRoleId]),
    ).toHaveLength(1);
  });
});
