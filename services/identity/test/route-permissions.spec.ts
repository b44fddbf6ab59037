// Every identity route's permission, route by route (workspace-and-personal §6,
// organization-and-commercial §5-6): the table below states what each route needs; the routes
// come from identity's own controllers, so a route added later fails until it is classified here.
// For each protected route a member lacking what it needs is refused (403) and nothing changes,
// even one holding every other flag; a holder of any one of the flags it accepts gets through.
import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import { ownAndInheritedMethods } from '@rubrica/testing';
import { PERMISSION_FLAGS, type PermissionFlag } from '../src/roles/role.entity.js';
import { makePng } from './support/image-fixtures.js';
import { gatewayHeaders, permissions, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededOrganization, SeededUser } from './support/workspace-test-kit.js';

type RouteKey = `${string} /${string}`;

/** Fresh targets for one call: a member, a role, a team holding the member, a pending invitation. */
interface Targets {
  member: SeededUser;
  role: string;
  team: string;
  email: string;
}

interface Request {
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
}

interface ProtectedRoute {
  /** Any one of the flags (owners always pass), or ownership itself. */
  needs: PermissionFlag[] | 'owner';
  request: (targets: Targets) => Request;
  /** What a caller who may use the route gets (default: a 2xx). */
  allowed?: (status: number, body: { message?: string }) => boolean;
  /** Puts the targets in the state the call expects. */
  prepare?: (targets: Targets) => Promise<void>;
}

const MANAGE_USERS: PermissionFlag[] = ['manage_users'];
const MANAGE_TEAMS: PermissionFlag[] = ['manage_teams'];
const SEE_TEAMS: PermissionFlag[] = ['manage_teams', 'manage_users'];
const EDIT_ORGANIZATION: PermissionFlag[] = ['edit_organization'];

const identity = useIdentityApp('route_permissions', { DEFAULT_USERS_LIMIT: 10_000 });
let owner: SeededUser;
let organization: SeededOrganization;

const PALETTE = {
  avatar_background_color: '#101010',
  avatar_text_color: '#202020',
  navbar_background_color: '#303030',
  navbar_text_color: '#404040',
  button_background_color: '#505050',
  button_text_color: '#606060',
};

const form = (field: string, bytes: Buffer, type: string, name: string) => () => {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
};

/** A refusal of the plan's users cap is not a permission refusal (billing may answer any cap here). */
const passedPermissions = (status: number, body: { message?: string }) =>
  (status >= 200 && status < 300) ||
  (status === 422 && body.message === 'The user limit for your plan has been reached.');

const ORG = () => `/organizations/${organization.id}`;

const PROTECTED: Partial<Record<RouteKey, ProtectedRoute>> = {
  'GET /users': { needs: MANAGE_USERS, request: () => ({ method: 'GET', path: '/users' }) },
  'GET /users/:id': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'GET', path: `/users/${t.member.id}` }),
  },
  'DELETE /users/:id': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'DELETE', path: `/users/${t.member.id}` }),
  },
  'GET /users/:id/permissions': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'GET', path: `/users/${t.member.id}/permissions` }),
  },
  'PUT /users/:id/permissions': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'PUT', path: `/users/${t.member.id}/permissions`, json: { role: t.role } }),
  },
  'POST /users/:id/owner': {
    needs: 'owner',
    request: (t) => ({ method: 'POST', path: `/users/${t.member.id}/owner` }),
  },
  'DELETE /users/:id/owner': {
    needs: 'owner',
    request: (t) => ({ method: 'DELETE', path: `/users/${t.member.id}/owner` }),
    prepare: async (t) => {
      await identity.dataSource.query(
        'UPDATE memberships SET is_owner = true WHERE user_id = $1 AND organization_id = $2',
        [t.member.id, organization.id],
      );
    },
  },

  'POST /roles': {
    needs: MANAGE_USERS,
    request: () => ({ method: 'POST', path: '/roles', json: { name: `Role ${randomUUID().slice(0, 8)}` } }),
  },
  'GET /roles': { needs: MANAGE_USERS, request: () => ({ method: 'GET', path: '/roles' }) },
  'GET /roles/:id': { needs: MANAGE_USERS, request: (t) => ({ method: 'GET', path: `/roles/${t.role}` }) },
  'PATCH /roles/:id': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'PATCH', path: `/roles/${t.role}`, json: { manage_billing: true } }),
  },
  'DELETE /roles/:id': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'DELETE', path: `/roles/${t.role}` }),
  },
  'POST /roles/:id/users': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'POST', path: `/roles/${t.role}/users`, json: { users: [t.member.id] } }),
  },
  'PUT /roles/:id/users': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'PUT', path: `/roles/${t.role}/users`, json: { users: [t.member.id] } }),
  },
  'GET /roles/:id/users': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'GET', path: `/roles/${t.role}/users` }),
  },
  'DELETE /roles/:id/users/:userId': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'DELETE', path: `/roles/${t.role}/users/${t.member.id}` }),
    prepare: async (t) => {
      await identity.dataSource.query(
        'UPDATE memberships SET role_id = $1 WHERE user_id = $2 AND organization_id = $3',
        [t.role, t.member.id, organization.id],
      );
    },
  },

  'POST /teams': {
    needs: MANAGE_TEAMS,
    request: () => ({ method: 'POST', path: '/teams', json: { name: `Team ${randomUUID().slice(0, 8)}` } }),
  },
  'GET /teams': { needs: SEE_TEAMS, request: () => ({ method: 'GET', path: '/teams' }) },
  'GET /teams/limits': { needs: SEE_TEAMS, request: () => ({ method: 'GET', path: '/teams/limits' }) },
  'GET /teams/:id': { needs: SEE_TEAMS, request: (t) => ({ method: 'GET', path: `/teams/${t.team}` }) },
  'PATCH /teams/:id': {
    needs: MANAGE_TEAMS,
    request: (t) => ({ method: 'PATCH', path: `/teams/${t.team}`, json: { name: 'Renamed' } }),
  },
  'DELETE /teams/:id': {
    needs: MANAGE_TEAMS,
    request: (t) => ({ method: 'DELETE', path: `/teams/${t.team}` }),
  },
  'POST /teams/:id/users': {
    needs: MANAGE_TEAMS,
    request: (t) => ({ method: 'POST', path: `/teams/${t.team}/users`, json: { users: [t.member.id] } }),
  },
  'PUT /teams/:id/users': {
    needs: MANAGE_TEAMS,
    request: (t) => ({ method: 'PUT', path: `/teams/${t.team}/users`, json: { users: [] } }),
  },
  'GET /teams/:id/users': {
    needs: SEE_TEAMS,
    request: (t) => ({ method: 'GET', path: `/teams/${t.team}/users` }),
  },
  'DELETE /teams/:id/users/:userId': {
    needs: MANAGE_TEAMS,
    request: (t) => ({ method: 'DELETE', path: `/teams/${t.team}/users/${t.member.id}` }),
  },

  'GET /invitations': { needs: MANAGE_USERS, request: () => ({ method: 'GET', path: '/invitations' }) },
  'POST /invitations': {
    needs: MANAGE_USERS,
    request: (t) => ({
      method: 'POST',
      path: '/invitations',
      json: { emails: [`new-${randomUUID()}@example.com`], role: t.role },
    }),
    allowed: passedPermissions,
  },
  'POST /invitations/import': {
    needs: MANAGE_USERS,
    request: () => ({
      method: 'POST',
      path: '/invitations/import',
      form: form('file', Buffer.from(`file-${randomUUID()}@example.com\n`), 'text/csv', 'list.csv'),
    }),
    allowed: passedPermissions,
  },
  'POST /organizations/:id/invitations/import': {
    needs: MANAGE_USERS,
    request: () => ({
      method: 'POST',
      path: `${ORG()}/invitations/import`,
      form: form('file', Buffer.from(`path-${randomUUID()}@example.com\n`), 'text/csv', 'list.csv'),
    }),
    allowed: passedPermissions,
  },
  'POST /invitations/:email/resend': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'POST', path: `/invitations/${encodeURIComponent(t.email)}/resend` }),
  },
  'DELETE /invitations/:email': {
    needs: MANAGE_USERS,
    request: (t) => ({ method: 'DELETE', path: `/invitations/${encodeURIComponent(t.email)}` }),
  },

  'PATCH /organizations/:id': {
    needs: 'owner',
    request: () => ({ method: 'PATCH', path: ORG(), json: { name: 'Renamed by its owner' } }),
  },
  'DELETE /organizations/:id': {
    needs: 'owner',
    // A wrong password: past the ownership check, and the organization stays for the next calls.
    request: () => ({ method: 'DELETE', path: ORG(), json: { password: 'Not-the-password1' } }),
    allowed: (status, body) => status === 422 && body.message !== undefined,
  },
  'POST /organizations/:id/logo': {
    needs: EDIT_ORGANIZATION,
    request: () => ({
      method: 'POST',
      path: `${ORG()}/logo`,
      form: form('logo', makePng(190, 33), 'image/png', 'logo.png'),
    }),
  },
  'DELETE /organizations/:id/logo': {
    needs: EDIT_ORGANIZATION,
    request: () => ({ method: 'DELETE', path: `${ORG()}/logo` }),
  },
  'PUT /organizations/:id/theme': {
    needs: EDIT_ORGANIZATION,
    request: () => ({ method: 'PUT', path: `${ORG()}/theme`, json: PALETTE }),
  },
  'DELETE /organizations/:id/theme': {
    needs: EDIT_ORGANIZATION,
    request: () => ({ method: 'DELETE', path: `${ORG()}/theme` }),
  },
};

/** Routes any member (or any signed-in account) may use, each with why. */
const OPEN: Partial<Record<RouteKey, string>> = {
  'GET /users/:id/avatar': "any member sees the other members' pictures",
  'GET /users/directory': 'any member picks someone to share with or add (name, e-mail, avatar only)',
  'GET /contacts': "a member's own contacts",
  'POST /contacts': "a member's own contacts",
  'GET /contacts/:id': "a member's own contacts",
  'PUT /contacts/:id': "a member's own contacts",
  'DELETE /contacts/:id': "a member's own contacts",
  'GET /oauth/clients': "a member's own developer apps (the any-signed-in-user reading, commercial §6)",
  'POST /oauth/clients': "a member's own developer apps",
  'POST /oauth/clients/:id/refresh': "a member's own developer apps",
  'POST /oauth/clients/:id/deploy': "a member's own developer apps",
  'DELETE /oauth/clients/:id': "a member's own developer apps",
  'GET /organizations': "the caller's own memberships",
  'POST /organizations': 'any account may create an organization',
  'GET /organizations/:id': 'any member reads the organization',
  'GET /organizations/:id/stats': 'any member reads the stats',
  'GET /organizations/:id/logo': 'any member sees the logo',
  'GET /organizations/:id/theme': 'any member gets the theme (it styles the whole app)',
  'GET /organizations/invitations/:token': 'the invited account itself, by the link',
  'POST /organizations/invitations/:token': 'the invited account itself, by the link',
  'GET /me': "the caller's own account",
  'PATCH /me': "the caller's own account",
  'GET /me/avatar': "the caller's own account",
  'POST /me/avatar': "the caller's own account",
  'POST /me/language': "the caller's own account",
  'PUT /me/password': "the caller's own account",
  'POST /me/resend-email-verification': "the caller's own account",
  'GET /onboardings': "the caller's own settings",
  'PUT /onboardings': "the caller's own settings",
};

const joinPath = (...parts: string[]): `/${string}` =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);
/** The process probes service-kit adds to every service; the gateway does not expose them under /api. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The JSON API routes identity's controllers declare (its pages and provider under /oidc left out). */
function declaredRoutes(): RouteKey[] {
  const discovery = new DiscoveryService(identity.app.get(ModulesContainer));
  const routes = new Set<RouteKey>();
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
      for (const handler of ownAndInheritedMethods(controller.prototype as object).values()) {
        const paths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const path of asList(paths)) {
          const template = joinPath(base, path);
          if (!template.startsWith('/oidc') && !PROBES.has(template)) routes.add(`${method} ${template}`);
        }
      }
    }
  }
  return [...routes].sort();
}

async function freshTargets(): Promise<Targets> {
  const member = await identity.seed.user({ name: 'Target Member' });
  await identity.seed.membership(organization.id, member.id, organization.defaultRoleId);
  const role = await identity.seed.role(
    organization.id,
    `Role ${randomUUID().slice(0, 8)}`,
    permissions('send_envelopes'),
  );
  const team = await identity.seed.team(organization.id, `Team ${randomUUID().slice(0, 8)}`);
  await identity.seed.teamMember(team, member.id);
  const email = `pending-${randomUUID()}@example.com`;
  await identity.dataSource.query(
    `INSERT INTO invitations (id, organization_id, email, role_id, token_hash, invited_by_user_id, expires_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now() + interval '7 days')`,
    [organization.id, email, role, randomUUID(), owner.id],
  );
  return { member, role, team, email };
}

/** A member of the organization whose role grants exactly `flags`. */
async function memberWith(flags: readonly PermissionFlag[]): Promise<SeededUser> {
  const user = await identity.seed.user({ name: `Holder of ${flags.join('+') || 'nothing'}` });
  const role = await identity.seed.role(
    organization.id,
    `Only ${flags.join('+') || 'nothing'} ${randomUUID().slice(0, 13)}`,
    permissions(...flags),
  );
  await identity.seed.membership(organization.id, user.id, role);
  return user;
}

async function send(who: SeededUser, request: Request) {
  return identity.call(request.method, request.path, {
    // The gateway's flag headers claim everything: identity must read its own records.
    headers: gatewayHeaders(who, organization, { flags: [...PERMISSION_FLAGS] }),
    json: request.json,
    form: request.form?.(),
  });
}

/** What a refused call must not have changed. */
async function organizationState(): Promise<unknown> {
  const read = (sql: string) => identity.dataSource.query(sql, [organization.id]);
  return {
    organization: await read('SELECT name, logo_key, theme, deleted_at FROM organizations WHERE id = $1'),
    memberships: await read(
      'SELECT user_id, role_id, is_owner FROM memberships WHERE organization_id = $1 ORDER BY user_id',
    ),
    roles: await read('SELECT id, name, permissions FROM roles WHERE organization_id = $1 ORDER BY id'),
    teams: await read('SELECT id, name FROM teams WHERE organization_id = $1 ORDER BY id'),
    teamMembers: await read(
      `SELECT tm.team_id, tm.user_id FROM team_members tm JOIN teams t ON t.id = tm.team_id
        WHERE t.organization_id = $1 ORDER BY tm.team_id, tm.user_id`,
    ),
    invitations: await read(
      'SELECT email, role_id, token_hash, expires_at FROM invitations WHERE organization_id = $1 ORDER BY email',
    ),
  };
}

beforeAll(async () => {
  owner = await identity.seed.user({ name: 'Owner' });
  organization = await identity.seed.organization(owner, { name: 'Guarded' });
});

describe('the permission of every identity route', () => {
  it('is stated for every route identity declares', () => {
    const classified = [...Object.keys(PROTECTED), ...Object.keys(OPEN)].sort();
    expect(classified).toEqual(declaredRoutes());
  });

  it.each(Object.entries(PROTECTED))(
    '%s is refused to a member lacking what it needs (even with every other flag), changing nothing',
    async (_route, route) => {
      const needed = route!.needs;
      const lacking =
        needed === 'owner'
          ? [await memberWith(PERMISSION_FLAGS)]
          : [
              await memberWith([]),
              await memberWith(PERMISSION_FLAGS.filter((flag) => !needed.includes(flag))),
            ];
      const targets = await freshTargets();
      await route!.prepare?.(targets);
      const before = await organizationState();
      for (const caller of lacking) {
        const answer = await send(caller, route!.request(targets));
        expect({ caller: caller.name, status: answer.status }).toEqual({ caller: caller.name, status: 403 });
      }
      expect(await organizationState()).toEqual(before);
    },
  );

  it.each(Object.entries(PROTECTED))(
    '%s lets through a holder of any one of what it needs',
    async (_route, route) => {
      const needed = route!.needs;
      const holders =
        needed === 'owner' ? [owner] : await Promise.all(needed.map((flag) => memberWith([flag])));
      for (const holder of holders) {
        const targets = await freshTargets();
        await route!.prepare?.(targets);
        const answer = await send(holder, route!.request(targets));
        const allowed = route!.allowed ?? ((status: number) => status >= 200 && status < 300);
        expect({
          caller: holder.name,
          status: answer.status,
          passed: allowed(answer.status, answer.body),
        }).toEqual({
          caller: holder.name,
          status: answer.status,
          passed: true,
        });
      }
    },
  );
});
