import { useDelegatedWorkspace, type SeededUser } from './support/workspace-test-kit.js';

const { identity, api, members } = useDelegatedWorkspace('teams', {
  delegate: { name: 'Tina Teams' },
  role: { name: 'Líderes', flags: ['manage_teams'] },
  members: Array.from({ length: 6 }, (_, index) => `Member ${index}`),
});

async function teamMemberIds(teamId: string): Promise<string[]> {
  const rows: Array<{ user_id: string }> = await identity.dataSource.query(
    'SELECT user_id FROM team_members WHERE team_id = $1 ORDER BY user_id',
    [teamId],
  );
  return rows.map((row) => row.user_id);
}

const ids = (...users: SeededUser[]) => users.map((user) => user.id).sort();

describe('teams', () => {
  it('creates, renames, reads and deletes a team', async () => {
    const created = await api('POST', '/teams', { name: ' Comercial ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Comercial', users: [], amount_users: 0 });
    expect(Date.parse(created.body.created_at)).not.toBeNaN();

    const renamed = await api('PATCH', `/teams/${created.body.id}`, { name: 'Vendas' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Vendas');
    expect((await api('GET', `/teams/${created.body.id}`)).body).toMatchObject({
      id: created.body.id,
      name: 'Vendas',
    });

    expect((await api('DELETE', `/teams/${created.body.id}`)).status).toBe(204);
    expect((await api('GET', `/teams/${created.body.id}`)).status).toBe(404);
    expect(await identity.dataSource.query('SELECT id FROM teams WHERE id = $1', [created.body.id])).toEqual(
      [],
    );
  });

  it.each([
    ['POST', {}],
    ['POST', { name: '  ' }],
    ['PATCH', { name: '' }],
  ])('%s refuses %j with 422 on name', async (method, json) => {
    const team = (await api('POST', '/teams', { name: 'Validação' })).body;
    const answer = await api(method, method === 'POST' ? '/teams' : `/teams/${team.id}`, json);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: ['The name field is required.'] });
  });

  it('lists cards newest first, with 4 users and the count when include=users-preview, and searches', async () => {
    const big = (await api('POST', '/teams', { name: 'Grande' })).body;
    await api('POST', `/teams/${big.id}/users`, { users: members.map((member) => member.id) });
    const list = await api('GET', '/teams?include=users-preview');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: big.id, amount_users: 6 });
    expect(list.body.data[0].users).toHaveLength(4);
    const plain = await api('GET', '/teams');
    expect(plain.body.data[0]).not.toHaveProperty('users');
    const found = await api('GET', '/teams?q=gra');
    expect(found.body.data.map((team: { id: string }) => team.id)).toEqual([big.id]);
  });

  it('adds (POST), replaces (PUT), lists (GET) and removes (DELETE) team users', async () => {
    const team = (await api('POST', '/teams', { name: 'Suporte' })).body;
    const added = await api('POST', `/teams/${team.id}/users`, {
      users: [members[0]!.id, members[1]!.id, members[0]!.id],
    });
    expect(added.status).toBe(200);
    expect(await teamMemberIds(team.id)).toEqual(ids(members[0]!, members[1]!));
    await api('POST', `/teams/${team.id}/users`, { users: [members[1]!.id, members[2]!.id] });
    expect(await teamMemberIds(team.id)).toEqual(ids(members[0]!, members[1]!, members[2]!));

    const replaced = await api('PUT', `/teams/${team.id}/users`, { users: [members[3]!.id] });
    expect(replaced.status).toBe(200);
    expect(await teamMemberIds(team.id)).toEqual(ids(members[3]!));

    const listed = await api('GET', `/teams/${team.id}/users`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: members[3]!.id, name: 'Member 3' })]);

    expect((await api('DELETE', `/teams/${team.id}/users/${members[3]!.id}`)).status).toBe(204);
    expect(await teamMemberIds(team.id)).toEqual([]);
    expect((await api('DELETE', `/teams/${team.id}/users/${members[3]!.id}`)).status).toBe(404);
  });

  it('accepts only members of the organization', async () => {
    const outsider = await identity.seed.user();
    const team = (await api('POST', '/teams', { name: 'Fechado' })).body;
    const answer = await api('POST', `/teams/${team.id}/users`, { users: [members[0]!.id, outsider.id] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'users.1': ['The selected users.1 is invalid.'] });
    expect(await teamMemberIds(team.id)).toEqual([]);
    const notAList = await api('PUT', `/teams/${team.id}/users`, { users: 'x' });
    expect(notAList.status).toBe(422);
    expect(notAList.body.errors).toEqual({ users: ['The users must be a list of ids.'] });
  });
});
