import { makePng } from './support/image-fixtures.js';
import { gatewayHeaders, permissions, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';

const identity = useIdentityApp('permissions');
// Organization A and its people.
let alice: SeededUser;
let aMember: SeededUser;
let orgA: SeededOrganization;
let roleA: string;
let teamA: string;
// Organization B, whose owner tries A's ids.
let bob: SeededUser;
let orgB: SeededOrganization;
let roleB: string;
let teamB: string;
// A plain member of B (default role) and a personal workspace.
let plain: SeededUser;
let dora: SeededUser;
let personal: SeededOrganization;

beforeAll(async () => {
  alice = await identity.seed.user({ name: 'Alice A' });
  aMember = await identity.seed.user({ name: 'Arthur A' });
  orgA = await identity.seed.organization(alice, { name: 'Org A' });
  roleA = await identity.seed.grantedRole(orgA.id, aMember.id, 'Role A', permissions('manage_teams'));
  teamA = await identity.seed.team(orgA.id, 'Team A');
  await identity.seed.teamMember(teamA, aMember.id);
  await identity.dataSource.query(
    `UPDATE organizations SET logo_key = 'organizations/a/logo-1', theme = $2 WHERE id = $1`,
    [
      orgA.id,
      JSON.stringify({
        avatar_background_color: '#111111',
        avatar_text_color: '#222222',
        navbar_background_color: '#333333',
        navbar_text_color: '#444444',
        button_background_color: '#555555',
        button_text_color: '#666666',
      }),
    ],
  );

  bob = await identity.seed.user({ name: 'Bob B' });
  orgB = await identity.seed.organization(bob, { name: 'Org B' });
  roleB = await identity.seed.role(orgB.id, 'Role B', permissions());
  teamB = await identity.seed.team(orgB.id, 'Team B');
  plain = await identity.seed.user({ name: 'Paula Plain' });
  await identity.seed.membership(orgB.id, plain.id, orgB.defaultRoleId);

  dora = await identity.seed.user({ name: 'Dora Personal' });
  personal = await identity.seed.organization(dora, { name: 'Dora', personal: true });
});

const send = (method: string, path: string, headers: Record<string, string>, json?: unknown) =>
  identity.call(method, path, { headers, json });

describe('permission flags', () => {
  it('refuses users and roles routes to a member without manage_users, and teams routes without manage_teams', async () => {
    const headers = gatewayHeaders(plain, orgB, { flags: ['send_envelopes'] });
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', `/users/${bob.id}`],
      ['GET', '/roles'],
      ['POST', '/roles'],
      ['GET', '/teams'],
      ['POST', '/teams'],
      ['PATCH', `/teams/${teamB}`],
    ] as const) {
      const answer = await send(method, path, headers, method === 'GET' ? undefined : { name: 'x' });
      expect([method, path, answer.status, answer.body.message]).toEqual([
        method,
        path,
        403,
        'This action is unauthorized.',
      ]);
    }
    expect(await identity.dataSource.query(`SELECT id FROM roles WHERE name = 'x'`)).toEqual([]);
    expect(await identity.dataSource.query(`SELECT id FROM teams WHERE name = 'x'`)).toEqual([]);
  });

  it('reads ownership and flags from identity’s own records, not from the headers', async () => {
    // Headers claiming ownership of B for a plain member do not open anything...
    const forged = gatewayHeaders(plain, orgB, { owner: true });
    expect((await send('GET', '/users', forged)).status).toBe(403);
    // ...and a granted flag takes effect at once, whatever the gateway's cache says.
    await identity.dataSource.query(`UPDATE roles SET permissions = $2 WHERE id = $1`, [
      orgB.defaultRoleId,
      JSON.stringify(permissions('send_envelopes', 'manage_teams')),
    ]);
    const stale = gatewayHeaders(plain, orgB, { flags: ['send_envelopes'] });
    expect((await send('GET', '/teams', stale)).status).toBe(200);
    await identity.dataSource.query(`UPDATE roles SET permissions = $2 WHERE id = $1`, [
      orgB.defaultRoleId,
      JSON.stringify(permissions('send_envelopes')),
    ]);
  });

  it('lets the owner through every users, roles and teams route without any flag header', async () => {
    const headers = { ...gatewayHeaders(bob, orgB), 'x-permissions': '' };
    expect((await send('GET', '/users', headers)).status).toBe(200);
    expect((await send('GET', '/roles', headers)).status).toBe(200);
    expect((await send('GET', '/teams', headers)).status).toBe(200);
    expect((await send('GET', `/roles/${roleB}`, headers)).status).toBe(200);
  });

  it('needs an organization: 400 without X-Organization-Id, 401 without a user', async () => {
    const none = await send('GET', '/users', gatewayHeaders(bob));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('The X-Organization header is required.');
    expect((await send('GET', '/users', {})).status).toBe(401);
  });

  it('closes users, roles and teams in a personal workspace', async () => {
    const headers = gatewayHeaders(dora, { id: personal.id, personal: true }, { owner: true });
    for (const path of ['/users', '/roles', '/teams']) {
      const answer = await send('GET', path, headers);
      expect([path, answer.status, answer.body.message]).toEqual([
        path,
        403,
        'This is not available in a personal workspace.',
      ]);
    }
    // The header cannot hide it: identity knows the workspace is personal.
    expect((await send('GET', '/teams', { ...headers, 'x-organization-personal': 'false' })).status).toBe(
      403,
    );
  });
});

describe('cross-organization access', () => {
  async function snapshotOfA(): Promise<string> {
    const tables = await Promise.all([
      identity.dataSource.query('SELECT * FROM organizations WHERE id = $1', [orgA.id]),
      identity.dataSource.query('SELECT * FROM roles WHERE organization_id = $1 ORDER BY id', [orgA.id]),
      identity.dataSource.query('SELECT * FROM memberships WHERE organization_id = $1 ORDER BY id', [
        orgA.id,
      ]),
      identity.dataSource.query('SELECT * FROM teams WHERE organization_id = $1 ORDER BY id', [orgA.id]),
      identity.dataSource.query(
        'SELECT tm.* FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE t.organization_id = $1 ORDER BY tm.user_id',
        [orgA.id],
      ),
      identity.dataSource.query('SELECT * FROM invitations WHERE organization_id = $1 ORDER BY id', [
        orgA.id,
      ]),
    ]);
    return JSON.stringify(tables);
  }

  const logoForm = () => {
    const form = new FormData();
    form.append('logo', new Blob([makePng(4, 4)], { type: 'image/png' }), 'logo.png');
    return form;
  };

  /** Every route that works inside the organization of X-Organization, aimed at A's records. */
  const scopedRoutes = (): Array<[string, string, unknown?]> => [
    ['GET', `/roles/${roleA}`],
    ['GET', `/roles/${roleA}?extended=true`],
    ['PATCH', `/roles/${roleA}`, { manage_users: true }],
    ['DELETE', `/roles/${roleA}`],
    ['POST', `/roles/${roleA}/users`, { users: [bob.id] }],
    ['PUT', `/roles/${roleA}/users`, { users: [] }],
    ['GET', `/roles/${roleA}/users`],
    ['DELETE', `/roles/${roleA}/users/${aMember.id}`],
    ['DELETE', `/roles/${orgA.defaultRoleId}`],
    ['GET', `/users/${aMember.id}`],
    ['GET', `/users/${aMember.id}?extended=true`],
    ['DELETE', `/users/${aMember.id}`],
    ['GET', `/users/${aMember.id}/permissions`],
    ['PUT', `/users/${aMember.id}/permissions`, { role: roleA }],
    ['POST', `/users/${aMember.id}/owner`],
    ['DELETE', `/users/${alice.id}/owner`],
    ['GET', `/users/${aMember.id}/avatar`],
    ['GET', `/teams/${teamA}`],
    ['PATCH', `/teams/${teamA}`, { name: 'Taken over' }],
    ['DELETE', `/teams/${teamA}`],
    ['POST', `/teams/${teamA}/users`, { users: [bob.id] }],
    ['PUT', `/teams/${teamA}/users`, { users: [] }],
    ['GET', `/teams/${teamA}/users`],
    ['DELETE', `/teams/${teamA}/users/${aMember.id}`],
  ];

  it('answers 404 (or 422) to B’s owner naming A’s roles, users and teams from B, and changes nothing in A', async () => {
    const before = await snapshotOfA();
    const headers = gatewayHeaders(bob, orgB, { owner: true });
    for (const [method, path, json] of scopedRoutes()) {
      const answer = await send(method, path, headers, json);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    // A's members cannot be put into B's roles or teams either.
    for (const [method, path] of [
      ['POST', `/roles/${roleB}/users`],
      ['PUT', `/roles/${roleB}/users`],
      ['POST', `/teams/${teamB}/users`],
      ['PUT', `/teams/${teamB}/users`],
    ] as const) {
      const answer = await send(method, path, headers, { users: [aMember.id] });
      expect([method, path, answer.status, answer.body.errors]).toEqual([
        method,
        path,
        422,
        { 'users.0': ['The selected users.0 is invalid.'] },
      ]);
    }
    const users = await send('GET', '/users', headers);
    expect(users.body.data.map((user: { id: string }) => user.id).sort()).toEqual([bob.id, plain.id].sort());
    expect(
      (await send('GET', '/roles', headers)).body.data.map((role: { id: string }) => role.id),
    ).not.toContain(roleA);
    expect((await send('GET', '/teams', headers)).body.data.map((team: { id: string }) => team.id)).toEqual([
      teamB,
    ]);
    expect(await snapshotOfA()).toBe(before);
  });

  it('answers 403 when B’s owner forges X-Organization-Id = A, on every route, and changes nothing in A', async () => {
    const before = await snapshotOfA();
    const forged = gatewayHeaders(bob, orgA, { owner: true });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/users'],
      ['GET', '/roles'],
      ['POST', '/roles', { name: 'Intruders', manage_users: true }],
      ['GET', '/teams'],
      ['POST', '/teams', { name: 'Intruders' }],
      ...scopedRoutes(),
    ];
    for (const [method, path, json] of routes) {
      const answer = await send(method, path, forged, json);
      expect([method, path, answer.status, answer.body.message]).toEqual([
        method,
        path,
        403,
        'You do not belong to this organization.',
      ]);
    }
    expect(await snapshotOfA()).toBe(before);
  });

  it('answers 404 to B’s owner on every /organizations/{A} route, and changes nothing in A', async () => {
    const before = await snapshotOfA();
    const headers = gatewayHeaders(bob);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/organizations/${orgA.id}`],
      ['GET', `/organizations/${orgA.id}?extended=true`],
      ['PATCH', `/organizations/${orgA.id}`, { name: 'Mine now' }],
      ['DELETE', `/organizations/${orgA.id}`, { password: 'whatever' }],
      ['GET', `/organizations/${orgA.id}/stats`],
      ['GET', `/organizations/${orgA.id}/logo`],
      ['DELETE', `/organizations/${orgA.id}/logo`],
      ['GET', `/organizations/${orgA.id}/theme`],
      [
        'PUT',
        `/organizations/${orgA.id}/theme`,
        {
          avatar_background_color: '#000000',
          avatar_text_color: '#000000',
          navbar_background_color: '#000000',
          navbar_text_color: '#000000',
          button_background_color: '#000000',
          button_text_color: '#000000',
        },
      ],
      ['DELETE', `/organizations/${orgA.id}/theme`],
    ];
    for (const [method, path, json] of routes) {
      const answer = await send(method, path, headers, json);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    const upload = await identity.call('POST', `/organizations/${orgA.id}/logo`, {
      headers,
      form: logoForm(),
    });
    expect(upload.status).toBe(404);
    const list = await send('GET', '/organizations', headers);
    expect(list.body.data.map((org: { id: string }) => org.id)).toEqual([orgB.id]);
    expect(await snapshotOfA()).toBe(before);
  });
});
