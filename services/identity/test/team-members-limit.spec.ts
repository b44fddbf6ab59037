// The plan's cap on the people of one team (organization-and-commercial §9: "Advanced plan: teams
// up to 15 people"), as billing answers it in `billing.plan_limits.v1` (`team_members`).
import { gatewayHeaders, permissions } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';
import { useIdentityWithPlanLimits } from './support/fake-billing.js';

const ADVANCED_TEAM_MEMBERS = 15;

/** The `team_members` limit billing gives each organization (absent: none listed; -1: custom). */
const teamMembersLimits = new Map<string, number>();
const identity = useIdentityWithPlanLimits('team_limits', (organizationId) => {
  const limit = teamMembersLimits.get(organizationId);
  return [
    { limitation: 'users', quantity: 20n },
    ...(limit === undefined ? [] : [{ limitation: 'team_members', quantity: BigInt(limit) }]),
  ];
});

interface Workspace {
  owner: SeededUser;
  lead: SeededUser;
  manager: SeededUser;
  plain: SeededUser;
  organization: SeededOrganization;
  people: SeededUser[];
  team: string;
}

/**
 * An organization with a manage_teams lead, a manage_users manager, a member without
 * permissions, `count` more people and a team.
 */
async function workspace(count: number, limit?: number): Promise<Workspace> {
  const owner = await identity.seed.user({ name: 'Olga Owner' });
  const organization = await identity.seed.organization(owner, {
    name: `Acme ${owner.id.slice(0, 4)}`,
  });
  if (limit !== undefined) teamMembersLimits.set(organization.id, limit);
  const lead = await identity.seed.user({ name: 'Tina Teams' });
  await identity.seed.grantedRole(organization.id, lead.id, 'Líderes', permissions('manage_teams'));
  const manager = await identity.seed.user({ name: 'Uma Users' });
  await identity.seed.grantedRole(organization.id, manager.id, 'Gestores', permissions('manage_users'));
  const [plain, ...people] = await identity.seed.plainMembers(organization, [
    'Paulo Plain',
    ...Array.from({ length: count }, (_, index) => `Person ${String(index).padStart(2, '0')}`),
  ]);
  const team = await identity.seed.team(organization.id, 'Comercial');
  return { owner, lead, manager, plain, organization, people, team };
}

const idsOf = (users: SeededUser[]) => users.map((user) => user.id);

async function teamSize(team: string): Promise<number> {
  const [{ count }] = await identity.dataSource.query(
    'SELECT count(*)::int AS count FROM team_members WHERE team_id = $1',
    [team],
  );
  return count;
}

describe('the plan’s cap on the people of a team', () => {
  it('lets a manage_teams holder fill a team up to the cap and refuses the 16th person', async () => {
    const { lead, organization, people, team } = await workspace(16, ADVANCED_TEAM_MEMBERS);
    const headers = gatewayHeaders(lead, organization, { flags: ['manage_teams'] });
    const add = (users: SeededUser[]) =>
      identity.call('POST', `/teams/${team}/users`, { headers, json: { users: idsOf(users) } });

    expect((await add(people.slice(0, 10))).status).toBe(200);
    const filled = await add(people.slice(10, 15));
    expect(filled.status).toBe(200);
    expect(filled.body.amount_users).toBe(ADVANCED_TEAM_MEMBERS);
    // Adding someone already there is no new person.
    expect((await add(people.slice(0, 3))).status).toBe(200);

    const refused = await add([people[15]!]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ users: ['Your plan allows at most 15 people in a team.'] });
    expect(refused.body.field_codes.users[0]).toEqual({
      code: 'team.members_limit',
      params: { limit: ADVANCED_TEAM_MEMBERS, asked: 1 },
    });
    expect(await teamSize(team)).toBe(ADVANCED_TEAM_MEMBERS);
  });

  it('counts only the new list when the team’s people are replaced, for the owner too', async () => {
    const { owner, organization, people, team } = await workspace(16, ADVANCED_TEAM_MEMBERS);
    const headers = gatewayHeaders(owner, organization, { owner: true });
    const put = (users: SeededUser[]) =>
      identity.call('PUT', `/teams/${team}/users`, { headers, json: { users: idsOf(users) } });

    expect((await put(people.slice(0, 15))).status).toBe(200);
    // Fifteen others in place of the fifteen: allowed, the old ones go.
    expect((await put(people.slice(1, 16))).status).toBe(200);
    const refused = await put(people);
    expect(refused.status).toBe(422);
    expect(refused.body.field_codes.users[0].code).toBe('team.members_limit');
    expect(await teamSize(team)).toBe(ADVANCED_TEAM_MEMBERS);
  });

  it('puts no cap on a plan that lists none, or a custom one', async () => {
    for (const limit of [undefined, -1]) {
      const { owner, organization, people, team } = await workspace(16, limit);
      const headers = gatewayHeaders(owner, organization, { owner: true });
      const added = await identity.call('POST', `/teams/${team}/users`, {
        headers,
        json: { users: idsOf(people) },
      });
      expect(added.status).toBe(200);
      expect(added.body.amount_users).toBe(16);
      expect((await identity.call('GET', '/teams/limits', { headers })).body).toEqual({ members: null });
    }
  });

  it('tells the teams pages the cap, to the owner and manage_teams or manage_users holders only', async () => {
    const { owner, lead, manager, plain, organization } = await workspace(0, ADVANCED_TEAM_MEMBERS);
    for (const headers of [
      gatewayHeaders(owner, organization, { owner: true }),
      gatewayHeaders(lead, organization, { flags: ['manage_teams'] }),
      gatewayHeaders(manager, organization, { flags: ['manage_users'] }),
    ]) {
      const limits = await identity.call('GET', '/teams/limits', { headers });
      expect(limits.status).toBe(200);
      expect(limits.body).toEqual({ members: ADVANCED_TEAM_MEMBERS });
    }
    const refused = await identity.call('GET', '/teams/limits', {
      headers: gatewayHeaders(plain, organization),
    });
    expect(refused.status).toBe(403);
  });

  it('never reaches another organization’s team, whatever its own plan allows', async () => {
    const first = await workspace(1, ADVANCED_TEAM_MEMBERS);
    const second = await workspace(1, -1);
    const headers = gatewayHeaders(second.owner, second.organization, { owner: true });
    const answer = await identity.call('POST', `/teams/${first.team}/users`, {
      headers,
      json: { users: idsOf(second.people) },
    });
    expect(answer.status).toBe(404);
    // Naming the first organization, its owner is no member of it.
    const foreign = await identity.call('GET', '/teams/limits', {
      headers: gatewayHeaders(second.owner, first.organization, { owner: true }),
    });
    expect(foreign.status).toBe(403);
    expect(await teamSize(first.team)).toBe(0);
  });
});
