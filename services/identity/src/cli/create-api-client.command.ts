import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DataSource, type EntityManager } from 'typeorm';
import type { Env } from '@rubrica/config';
import { eventEntities } from '@rubrica/messaging';
import { PASSWORD_MESSAGES, passwordProblems } from '../accounts/accounts.schemas.js';
import { hashPassword } from '../accounts/password-hasher.js';
import { appendUserRegistered } from '../accounts/user-registered.event.js';
import { generateClientSecret, hashClientSecret } from '../auth/index.js';
import { isValidEmail } from '@rubrica/service-kit';
import { OAuthClientEntity } from '../developer-apps/oauth-client.entity.js';
import { API_SCOPES } from '@rubrica/gateway-identity';
import { normalizeRedirectUrl } from '../developer-apps/utils/normalize-redirect-url.util.js';
import { loadIdentityConfig, type IdentityConfig } from '../identity.config.js';
import { identityEntities } from '../identity.entities.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { identityMigrations } from '../migrations/index.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { UserEntity } from '../users/user.entity.js';

export interface CreateApiClientOptions {
  email: string;
  name: string;
  organization: string;
  /** Only used when the user is created; without it the account gets an unusable random one. */
  password?: string;
  /** Defaults to PUBLIC_URL (client credentials never redirect; the field is required). */
  redirect?: string;
  clientName?: string;
}

export interface CreatedApiClient {
  userId: string;
  organizationId: string;
  clientId: string;
  clientSecret: string;
  createdUser: boolean;
  createdOrganization: boolean;
}

/**
 * Makes (or reuses) a verified user, an organization they own and a confidential production
 * client acting as them there, in one transaction. Users and organizations are made the way
 * sign-up and POST /organizations make them (personal workspace, default role, outbox events).
 */
export async function createApiClient(
  dataSource: DataSource,
  config: Pick<IdentityConfig, 'PUBLIC_URL'>,
  options: CreateApiClientOptions,
): Promise<CreatedApiClient> {
  const email = options.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new UsageError(`--email "${options.email}" is not an e-mail address`);
  const name = options.name.trim();
  if (!name) throw new UsageError('--name is required');
  const organizationName = options.organization.trim();
  if (!organizationName || organizationName.length > 50)
    throw new UsageError('--organization must have 1 to 50 characters');
  if (options.password !== undefined) {
    const problems = passwordProblems(options.password, [name, email.split('@')[0] ?? '']);
    if (problems.length)
      throw new UsageError(`--password: ${problems.map((p) => PASSWORD_MESSAGES[p]).join(' ')}`);
  }
  const redirect = normalizeRedirectUrl(options.redirect ?? config.PUBLIC_URL);
  if (!redirect)
    throw new UsageError(`--redirect "${options.redirect ?? config.PUBLIC_URL}" is not a valid http(s) URL`);

  const organizations = new OrganizationsService(new MembershipsService(dataSource));
  const passwordHash = await hashPassword(options.password ?? randomBytes(32).toString('base64url'));
  const clientSecret = generateClientSecret();
  const secretHash = await hashClientSecret(clientSecret);

  return dataSource.transaction(async (manager) => {
    const { user, created: createdUser } = await verifiedUser(manager, organizations, {
      email,
      name,
      passwordHash,
    });
    const owned: Array<{ id: string }> = await manager.query(
      `SELECT o.id FROM organizations o JOIN memberships m ON m.organization_id = o.id AND m.user_id = $1 AND m.is_owner
        WHERE lower(o.name) = lower($2) AND NOT o.is_personal AND o.deleted_at IS NULL
        ORDER BY o.created_at LIMIT 1`,
      [user.id, organizationName],
    );
    const organizationId =
      owned[0]?.id ??
      (await organizations.createOrganization(manager, { name: organizationName, ownerUserId: user.id })).id;

    const now = new Date();
    const client = manager.create(OAuthClientEntity, {
      id: randomBytes(16).toString('hex'),
      name: options.clientName?.trim() || `${organizationName} API`,
      redirectUris: [redirect],
      isConfidential: true,
      isSandbox: false,
      // An operator's integration client: every API scope, as apps had before scopes existed.
      scopes: [...API_SCOPES],
      secretHash,
      ownerUserId: user.id,
      organizationId,
      createdAt: now,
      publishedAt: now,
      expiresAt: null,
    });
    await manager.insert(OAuthClientEntity, client);
    return {
      userId: user.id,
      organizationId,
      clientId: client.id,
      clientSecret,
      createdUser,
      createdOrganization: !owned[0],
    };
  });
}

async function verifiedUser(
  manager: EntityManager,
  organizations: OrganizationsService,
  fields: { email: string; name: string; passwordHash: string },
): Promise<{ user: UserEntity; created: boolean }> {
  const existing = await manager
    .getRepository(UserEntity)
    .createQueryBuilder('user')
    .setLock('pessimistic_write')
    .where('lower(user.email) = :email', { email: fields.email })
    .getOne();
  if (existing) {
    // An API account must pass the gateway's checks (verified e-mail, complete registration).
    const now = new Date();
    existing.emailVerifiedAt ??= now;
    existing.registrationCompletedAt ??= now;
    await manager.getRepository(UserEntity).save(existing);
    return { user: existing, created: false };
  }
  const now = new Date();
  const user = manager.create(UserEntity, {
    id: randomUUID(),
    name: fields.name,
    email: fields.email,
    passwordHash: fields.passwordHash,
    emailVerifiedAt: now,
    registrationCompletedAt: now,
    phone: null,
    cpf: null,
    avatarKey: null,
    lang: 'pt-BR',
    personalOrganizationId: null,
  });
  await manager.insert(UserEntity, user);
  const personal = await organizations.createPersonalWorkspace(manager, user);
  await appendUserRegistered(manager, user, personal.id);
  return { user: await manager.findOneByOrFail(UserEntity, { id: user.id }), created: true };
}

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run create-api-client -w services/identity -- --email <e-mail> --name <name> --organization <name> [--password <password>] [--redirect <url>] [--client-name <name>]

Creates (or reuses) a verified user and an organization they own, then a confidential production
API client acting as that user in that organization, and prints its id and secret (shown once).
Reads the identity service's settings (DATABASE_URL, PUBLIC_URL ...) from the environment.`;

export interface CommandOutput {
  out(line: string): void;
  error(line: string): void;
}

/** The command: parses `argv`, runs against the configured database, prints; returns the exit code. */
export async function runCreateApiClient(argv: string[], output: CommandOutput, env?: Env): Promise<number> {
  let options: CreateApiClientOptions;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        organization: { type: 'string' },
        password: { type: 'string' },
        redirect: { type: 'string' },
        'client-name': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
    if (values.help) {
      output.out(USAGE);
      return 0;
    }
    if (!values.email || !values.name || !values.organization)
      throw new UsageError('--email, --name and --organization are required');
    options = {
      email: values.email,
      name: values.name,
      organization: values.organization,
      password: values.password,
      redirect: values.redirect,
      clientName: values['client-name'],
    };
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const config = loadIdentityConfig(env);
  const { createDataSource, ensureDatabase, runMigrations } = await import('@rubrica/database');
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    entities: [...eventEntities, ...identityEntities],
    migrations: identityMigrations,
    name: 'identity-create-api-client',
  });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const created = await createApiClient(dataSource, config, options);
    const base = config.PUBLIC_URL.replace(/\/+$/, '');
    output.out(`client_id=${created.clientId}`);
    output.out(`client_secret=${created.clientSecret}`);
    output.out(`organization_id=${created.organizationId}`);
    output.out(`user_id=${created.userId}${created.createdUser ? ' (new user)' : ' (existing user)'}`);
    if (!created.createdUser && options.password !== undefined) {
      output.out('note: the user already existed; --password was not applied');
    }
    output.out('');
    output.out('# The secret is shown only now. Get an access token:');
    output.out(
      `curl -s -u '${created.clientId}:${created.clientSecret}' -d grant_type=client_credentials ${base}/oidc/token`,
    );
    output.out('# Then call the API with it:');
    output.out(
      `curl -s -H 'Authorization: Bearer <access_token>' -H 'X-Organization: ${created.organizationId}' ${base}/api/me`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await dataSource.destroy();
  }
}
