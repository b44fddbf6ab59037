import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { startTestHttpService } from '@rubrica/service-kit/testing';
import {
  callAsGateway,
  type LooseJson,
  type ServiceAnswer,
  type ServiceCallOptions,
  serviceTestGround,
  type ServiceTestGroundOptions,
  uniqueName,
} from '@rubrica/testing';
import { AppModule } from '../../src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../../src/identity.config.js';
import { PERMISSION_FLAGS, type PermissionFlag, type Permissions } from '../../src/roles/role.entity.js';

/** One identity HTTP process on a fresh database, with its own durable consumer and jobs prefix. */
export interface IdentityTestApp {
  url: string;
  app: NestExpressApplication;
  dataSource: DataSource;
  config: IdentityConfig;
  /** Rows written straight into this app's database. */
  seed: WorkspaceSeeds;
  /** A request to this app as the gateway sends it (see {@link call}). */
  call<T = LooseJson>(method: string, path: string, options?: ServiceCallOptions): Promise<HttpAnswer<T>>;
  close(): Promise<void>;
}

/** The seeding helpers below, bound to one app's database. */
export interface WorkspaceSeeds {
  user(fields?: SeededUserFields): Promise<SeededUser>;
  organization(owner: SeededUser, fields?: SeededOrganizationFields): Promise<SeededOrganization>;
  role(organizationId: string, name: string, flags: Permissions, isDefault?: boolean): Promise<string>;
  membership(organizationId: string, userId: string, roleId: string, isOwner?: boolean): Promise<void>;
  team(organizationId: string, name?: string): Promise<string>;
  teamMember(teamId: string, userId: string): Promise<void>;
  /** A new role with `flags`, given to `userId` in the organization; answers the role's id. */
  grantedRole(organizationId: string, userId: string, name: string, flags: Permissions): Promise<string>;
  /** One user per name, each a member of `organization` with its default role, in that order. */
  plainMembers(organization: SeededOrganization, names: string[]): Promise<SeededUser[]>;
}

/** A JSON request with the caller's headers unless `headers` names another caller. */
export type JsonCall = (
  method: string,
  path: string,
  json?: unknown,
  headers?: Record<string, string>,
) => Promise<HttpAnswer>;

function seedsFor(dataSource: DataSource): WorkspaceSeeds {
  return {
    user: (fields) => seedUser(dataSource, fields),
    organization: (owner, fields) => seedOrganization(dataSource, owner, fields),
    role: (organizationId, name, flags, isDefault) =>
      seedRole(dataSource, organizationId, name, flags, isDefault),
    membership: (organizationId, userId, roleId, isOwner) =>
      seedMembership(dataSource, organizationId, userId, roleId, isOwner),
    team: (organizationId, name) => seedTeam(dataSource, organizationId, name),
    teamMember: (teamId, userId) => seedTeamMember(dataSource, teamId, userId),
    grantedRole: async (organizationId, userId, name, flags) => {
      const roleId = await seedRole(dataSource, organizationId, name, flags);
      await seedMembership(dataSource, organizationId, userId, roleId);
      return roleId;
    },
    plainMembers: async (organization, names) => {
      const members: SeededUser[] = [];
      for (const name of names) {
        const member = await seedUser(dataSource, { name });
        await seedMembership(dataSource, organization.id, member.id, organization.defaultRoleId);
        members.push(member);
      }
      return members;
    },
  };
}

export async function startIdentityApp(
  name: string,
  overrides: Partial<IdentityConfig> = {},
  env: Record<string, string> = {},
  groundOptions: ServiceTestGroundOptions = {},
): Promise<IdentityTestApp> {
  const ground = await serviceTestGround('identity', name, groundOptions);
  const config: IdentityConfig = {
    ...loadIdentityConfig({ ...ground.env, ...env }),
    PORT: 0,
    JOBS_PREFIX: uniqueName(`jobs_${name}`),
    CONTACTS_EVENTS_DURABLE: uniqueName(`contacts_${name}`),
    ...overrides,
  };
  const started = await startTestHttpService(
    {
      name: 'identity',
      config,
      module: AppModule.forRoot(config),
    },
    ground.release,
  );
  return {
    ...started,
    config,
    seed: seedsFor(started.dataSource),
    call: (method, path, options) => call(started.url, method, path, options),
  };
}

/**
 * The app a spec file runs against (see {@link startIdentityApp}), started before its tests
 * (`beforeAll`, ahead of the file's own hooks) and closed after them. The object is filled in once
 * the app is up, so a file holds it in a constant from its top.
 */
export function useIdentityApp(
  name: string,
  overrides: Partial<IdentityConfig> = {},
  env: Record<string, string> = {},
): IdentityTestApp {
  const identity = {} as IdentityTestApp;
  beforeAll(async () => {
    Object.assign(identity, await startIdentityApp(name, overrides, env));
  });
  afterAll(async () => {
    await identity.close?.();
  });
  return identity;
}

/**
 * Acme, owned by Olga Owner, where `delegate` holds a role of its own granting some flags: the
 * organization the specs on managing people (roles, teams, users) work in, as the delegate.
 */
export interface DelegatedWorkspace {
  identity: IdentityTestApp;
  owner: SeededUser;
  delegate: SeededUser;
  /** The delegate's own role. */
  delegateRole: { id: string };
  acme: SeededOrganization;
  /** Plain members (default role), in the order their names were given. */
  members: SeededUser[];
  /** JSON requests as the delegate, unless other headers are given. */
  api: JsonCall;
  asOwner(): Record<string, string>;
}

/**
 * A {@link DelegatedWorkspace} on its own app, seeded before the file's tests (ahead of its own
 * hooks). Every object is filled in then, so a file destructures them once at its top.
 */
export function useDelegatedWorkspace(
  name: string,
  options: {
    owner?: SeededUserFields;
    delegate: SeededUserFields;
    role: { name: string; flags: PermissionFlag[] };
    members?: string[];
  },
): DelegatedWorkspace {
  const identity = useIdentityApp(name);
  const owner = {} as SeededUser;
  const delegate = {} as SeededUser;
  const delegateRole = { id: '' };
  const acme = {} as SeededOrganization;
  const members: SeededUser[] = [];
  const asDelegate = () => gatewayHeaders(delegate, acme, { flags: options.role.flags });
  beforeAll(async () => {
    Object.assign(owner, await identity.seed.user({ name: 'Olga Owner', ...options.owner }));
    Object.assign(delegate, await identity.seed.user(options.delegate));
    Object.assign(acme, await identity.seed.organization(owner, { name: 'Acme' }));
    const { name: roleName, flags } = options.role;
    delegateRole.id = await identity.seed.grantedRole(acme.id, delegate.id, roleName, permissions(...flags));
    members.push(...(await identity.seed.plainMembers(acme, options.members ?? [])));
  });
  return {
    identity,
    owner,
    delegate,
    delegateRole,
    acme,
    members,
    api: (method, path, json, headers = asDelegate()) => identity.call(method, path, { headers, json }),
    asOwner: () => gatewayHeaders(owner, acme, { owner: true }),
  };
}

export interface SeededUser {
  id: string;
  name: string;
  email: string;
}

export interface SeededUserFields {
  name?: string;
  email?: string;
  phone?: string | null;
  cpf?: string | null;
  verified?: boolean;
}

export async function seedUser(dataSource: DataSource, fields: SeededUserFields = {}): Promise<SeededUser> {
  const id = randomUUID();
  const name = fields.name ?? `User ${id.slice(0, 6)}`;
  const email = (fields.email ?? `${id}@example.com`).toLowerCase();
  await dataSource.query(
    `INSERT INTO users (id, name, email, password_hash, email_verified_at, registration_completed_at, phone, cpf)
     VALUES ($1, $2, $3, 'unusable', $4, now(), $5, $6)`,
    [
      id,
      name,
      email,
      fields.verified === false ? null : new Date(),
      fields.phone ?? null,
      fields.cpf ?? null,
    ],
  );
  return { id, name, email };
}

export interface SeededOrganization {
  id: string;
  name: string;
  defaultRoleId: string;
  ownerId: string;
}

export interface SeededOrganizationFields {
  name?: string;
  personal?: boolean;
}

export function permissions(...granted: PermissionFlag[]): Permissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)])) as Permissions;
}

/** An organization with its default role 'Usuário' and `owner` as its owner. */
export async function seedOrganization(
  dataSource: DataSource,
  owner: SeededUser,
  fields: SeededOrganizationFields = {},
): Promise<SeededOrganization> {
  const id = randomUUID();
  const name = fields.name ?? `Org ${id.slice(0, 6)}`;
  await dataSource.query(
    `INSERT INTO organizations (id, name, is_personal, created_by_user_id) VALUES ($1, $2, $3, $4)`,
    [id, name, fields.personal ?? false, owner.id],
  );
  const defaultRoleId = await seedRole(dataSource, id, 'Usuário', permissions('send_envelopes'), true);
  await seedMembership(dataSource, id, owner.id, defaultRoleId, true);
  return { id, name, defaultRoleId, ownerId: owner.id };
}

export async function seedRole(
  dataSource: DataSource,
  organizationId: string,
  name: string,
  flags: Permissions,
  isDefault = false,
): Promise<string> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO roles (id, organization_id, name, is_default, is_protected, permissions) VALUES ($1, $2, $3, $4, $4, $5)`,
    [id, organizationId, name, isDefault, JSON.stringify(flags)],
  );
  return id;
}

export async function seedMembership(
  dataSource: DataSource,
  organizationId: string,
  userId: string,
  roleId: string,
  isOwner = false,
): Promise<void> {
  await dataSource.query(
    `INSERT INTO memberships (id, organization_id, user_id, role_id, is_owner) VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), organizationId, userId, roleId, isOwner],
  );
}

export async function seedTeam(
  dataSource: DataSource,
  organizationId: string,
  name = 'Team',
): Promise<string> {
  const id = randomUUID();
  await dataSource.query(`INSERT INTO teams (id, organization_id, name) VALUES ($1, $2, $3)`, [
    id,
    organizationId,
    name,
  ]);
  return id;
}

export async function seedTeamMember(dataSource: DataSource, teamId: string, userId: string): Promise<void> {
  await dataSource.query('INSERT INTO team_members (team_id, user_id) VALUES ($1, $2)', [teamId, userId]);
}

/**
 * The headers the gateway sets for a verified caller. `organization` adds the organization ones
 * (ownership and flags as the gateway would state them).
 */
export function gatewayHeaders(
  user: { id: string },
  organization?: { id: string; personal?: boolean },
  access: { owner?: boolean; flags?: PermissionFlag[] } = {},
): Record<string, string> {
  const headers: Record<string, string> = { 'x-user-id': user.id };
  if (organization) {
    headers['x-organization-id'] = organization.id;
    headers['x-organization-owner'] = String(access.owner ?? false);
    headers['x-permissions'] = (access.owner ? [...PERMISSION_FLAGS] : (access.flags ?? [])).join(',');
    headers['x-organization-personal'] = String(organization.personal ?? false);
  }
  return headers;
}

export { eventually, type LooseJson } from '@rubrica/testing';
export type HttpAnswer<T = LooseJson> = ServiceAnswer<T>;

/** A JSON (or multipart, with `form`) request to the app as the gateway sends it. */
export function call<T = LooseJson>(
  baseUrl: string,
  method: string,
  path: string,
  options: ServiceCallOptions = {},
): Promise<HttpAnswer<T>> {
  return callAsGateway<T>('identity', baseUrl, method, path, options);
}
