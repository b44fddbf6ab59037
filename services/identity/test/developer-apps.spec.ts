import { API_SCOPES } from '@rubrica/gateway-identity';
import { PurgeExpiredClientsUseCase } from '../src/developer-apps/use-cases/purge-expired-clients/purge-expired-clients.use-case.js';
import { runCreateApiClient } from '../src/cli/create-api-client.command.js';
import { gatewayHeaders, permissions, useIdentityApp } from './support/workspace-test-kit.js';
import type { SeededUser } from './support/workspace-test-kit.js';
import { useTwoOrganizations } from './support/two-organizations.js';

const identity = useIdentityApp('developer_apps');
const { ana, bruno, acme, carla, globex } = useTwoOrganizations(identity);
/** A member of acme whose role holds edit_organization: may create apps. */
let dani: SeededUser;

const WEEK_MS = 7 * 24 * 3600 * 1000;

beforeAll(async () => {
  dani = await identity.seed.user({ name: 'Dani' });
  await identity.seed.grantedRole(acme.id, dani.id, 'Editors', permissions('edit_organization'));
});

const asAna = () => gatewayHeaders(ana, acme, { owner: true });
const asDani = () => gatewayHeaders(dani, acme, { flags: ['edit_organization'] });
/** A request to an app's route as Ana, who owns Acme. */
const anaCalls = (method: string, path: string) => identity.call(method, path, { headers: asAna() });

function createClient(headers: Record<string, string>, json: unknown) {
  return identity.call('POST', '/oauth/clients', { headers, json });
}

/** A confidential app Ana creates, with its id and the secret shown once. */
async function confidentialAppOfAna(name: string, redirect: string): Promise<{ id: string; secret: string }> {
  const created = await createClient(asAna(), { name, redirect, confidential: true });
  return { id: created.body.id, secret: created.body.plain_secret };
}

/** client_credentials at the authorization server, authenticating with HTTP Basic. */
async function tokenWith(
  clientId: string,
  secret: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${identity.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokensOf(clientId: string): Promise<number> {
  const rows: Array<{ count: string }> = await identity.dataSource.query(
    `SELECT count(*) FROM oidc_models WHERE client_id = $1`,
    [clientId],
  );
  return Number(rows[0]!.count);
}

async function clientRow(id: string) {
  const rows = await identity.dataSource.query('SELECT * FROM oauth_clients WHERE id = $1', [id]);
  return rows[0];
}

describe('creating an application', () => {
  it('makes a public sandbox app by default, expiring a week after creation, with no secret', async () => {
    const answer = await createClient(asAna(), { name: ' My App ', redirect: 'app.example.com/callback' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'My App',
      redirect: 'https://app.example.com/callback',
      is_confidential: false,
      is_sandbox: true,
      scopes: [...API_SCOPES],
      created_at: expect.any(String),
      published_at: null,
      expires_at: expect.any(String),
    });
    expect(Date.parse(answer.body.expires_at) - Date.parse(answer.body.created_at)).toBe(WEEK_MS);
    expect((await clientRow(answer.body.id)).secret_hash).toBeNull();
  });

  it('gives a confidential app a secret once, stored only as an argon2id hash, that gets tokens', async () => {
    const answer = await createClient(asAna(), {
      name: 'Backend',
      redirect: 'https://backend.example.com/cb',
      confidential: true,
    });
    expect(answer.status).toBe(201);
    const { id, plain_secret: secret } = answer.body;
    expect(secret).toEqual(expect.any(String));
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const row = await clientRow(id);
    expect(row.secret_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const token = await tokenWith(id, secret);
    expect(token.status).toBe(200);
    expect(token.body.access_token).toEqual(expect.any(String));
    expect((await tokenWith(id, `${secret}x`)).status).toBe(401);

    const list = await anaCalls('GET', '/oauth/clients');
    expect(list.body.data.find((client: { id: string }) => client.id === id)).not.toHaveProperty(
      'plain_secret',
    );
  });

  type Refusal = [label: string, json: object, field: string, message: string];
  const NOT_HTTPS = 'The redirect must be a valid https URL with a domain (http only for localhost).';
  const notHttpsRedirects = [
    ['a plain http redirect to another machine', 'http://app.example.com/cb'],
    ['a redirect without a domain', 'https://intranet/cb'],
    ['an ftp redirect', 'ftp://files.example.com/'],
    ['a redirect with a fragment', 'https://a.example.com/#x'],
  ];

  it.each<Refusal>([
    ['no name', { redirect: 'https://a.example.com' }, 'name', 'The name field is required.'],
    [
      'a blank name',
      { name: '  ', redirect: 'https://a.example.com' },
      'name',
      'The name field is required.',
    ],
    ['no redirect', { name: 'X' }, 'redirect', 'The redirect field is required.'],
    ...notHttpsRedirects.map(([label, redirect]): Refusal => [
      label,
      { name: 'X', redirect },
      'redirect',
      NOT_HTTPS,
    ]),
    [
      'a confidential flag that is not a boolean',
      { name: 'X', redirect: 'https://a.example.com', confidential: 'maybe' },
      'confidential',
      'The confidential field must be true or false.',
    ],
  ])('refuses %s with 422', async (_case, json, field, message) => {
    const before: unknown[] = await identity.dataSource.query('SELECT id FROM oauth_clients');
    const answer = await createClient(asAna(), json);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect(await identity.dataSource.query('SELECT id FROM oauth_clients')).toHaveLength(before.length);
  });

  it('needs the edit_organization permission (owners hold it)', async () => {
    const json = { name: 'Member app', redirect: 'https://m.example.com/cb' };
    const member = await createClient(gatewayHeaders(bruno, acme), json);
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ message: 'This action is unauthorized.' });
    const headers = asDani();
    const editor = await createClient(headers, json);
    expect(editor.status).toBe(201);
    await identity.call('DELETE', `/oauth/clients/${editor.body.id}`, { headers });
  });

  it('needs an organization the caller belongs to', async () => {
    expect(
      (await createClient(gatewayHeaders(ana), { name: 'X', redirect: 'https://a.example.com' })).status,
    ).toBe(400);
    expect(
      (await createClient(gatewayHeaders(carla, acme), { name: 'X', redirect: 'https://a.example.com' }))
        .status,
    ).toBe(403);
  });
});

describe('managing applications', () => {
  it("lists only the caller's own live apps in the organization", async () => {
    const editor = asDani();
    const mine = await createClient(editor, {
      name: 'Bruno app',
      redirect: 'https://b.example.com',
    });
    const expired = await createClient(editor, {
      name: 'Old app',
      redirect: 'https://b.example.com',
    });
    await identity.dataSource.query(
      `UPDATE oauth_clients SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expired.body.id],
    );
    await createClient(gatewayHeaders(carla, globex, { owner: true }), {
      name: 'Carla app',
      redirect: 'https://c.example.com',
    });
    const list = await identity.call('GET', '/oauth/clients', { headers: editor });
    expect(list.status).toBe(200);
    expect(list.body.data.map((client: { id: string }) => client.id)).toEqual([mine.body.id]);
    expect(
      (
        await identity.call('POST', `/oauth/clients/${expired.body.id}/deploy`, {
          headers: editor,
        })
      ).status,
    ).toBe(404);
  });

  it('recreates the secret of a confidential app: the old one and its tokens stop working at once', async () => {
    const { id, secret: oldSecret } = await confidentialAppOfAna('Rotating', 'https://r.example.com');
    expect((await tokenWith(id, oldSecret)).status).toBe(200);
    expect(await tokensOf(id)).toBeGreaterThan(0);

    const refreshed = await anaCalls('POST', `/oauth/clients/${id}/refresh`);
    expect(refreshed.status).toBe(200);
    const newSecret = refreshed.body.plain_secret;
    expect(newSecret).toEqual(expect.any(String));
    expect(newSecret).not.toBe(oldSecret);
    expect(await tokensOf(id)).toBe(0);
    expect((await tokenWith(id, oldSecret)).status).toBe(401);
    expect((await tokenWith(id, newSecret)).status).toBe(200);
  });

  it('refuses to recreate the secret of a public app (422)', async () => {
    const created = await createClient(asAna(), { name: 'SPA', redirect: 'https://spa.example.com' });
    const answer = await anaCalls('POST', `/oauth/clients/${created.body.id}/refresh`);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'Only confidential applications have a secret to recreate.',
    });
    expect((await clientRow(created.body.id)).secret_hash).toBeNull();
  });

  it('publishes a sandbox app to production once: it no longer expires, and again is 422', async () => {
    const created = await createClient(asAna(), { name: 'Publish me', redirect: 'https://p.example.com' });
    const deployed = await anaCalls('POST', `/oauth/clients/${created.body.id}/deploy`);
    expect(deployed.status).toBe(200);
    expect(deployed.body).toMatchObject({
      is_sandbox: false,
      expires_at: null,
      published_at: expect.any(String),
    });
    const again = await anaCalls('POST', `/oauth/clients/${created.body.id}/deploy`);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: 'The application is already in production.' });
  });

  it('deletes an app (204) with its tokens', async () => {
    const { id, secret } = await confidentialAppOfAna('Doomed', 'https://d.example.com');
    await tokenWith(id, secret);
    const deleted = await anaCalls('DELETE', `/oauth/clients/${id}`);
    expect(deleted.status).toBe(204);
    expect(await clientRow(id)).toBeUndefined();
    expect(await tokensOf(id)).toBe(0);
    expect((await tokenWith(id, secret)).status).toBe(401);
    expect((await anaCalls('DELETE', `/oauth/clients/${id}`)).status).toBe(404);
  });

  it("never lets another user, in the organization or outside it, touch someone's app", async () => {
    const { id, secret } = await confidentialAppOfAna('Guarded', 'https://g.example.com');
    const before = await clientRow(id);
    const attempts = [
      { headers: gatewayHeaders(bruno, acme), expected: 404 },
      { headers: gatewayHeaders(carla, globex, { owner: true }), expected: 404 },
      { headers: gatewayHeaders(carla, acme, { owner: true }), expected: 403 },
    ];
    for (const { headers, expected } of attempts) {
      expect((await identity.call('POST', `/oauth/clients/${id}/refresh`, { headers })).status).toBe(
        expected,
      );
      expect((await identity.call('POST', `/oauth/clients/${id}/deploy`, { headers })).status).toBe(expected);
      expect((await identity.call('DELETE', `/oauth/clients/${id}`, { headers })).status).toBe(expected);
      const list = await identity.call('GET', '/oauth/clients', { headers });
      expect(JSON.stringify(list.body)).not.toContain(id);
    }
    expect(await clientRow(id)).toEqual(before);
    expect((await tokenWith(id, secret)).status).toBe(200);
  });
});

describe('the sandbox purge', () => {
  it('removes sandbox apps past their week, with their tokens, and keeps the others', async () => {
    const headers = asDani();
    const old = await createClient(headers, {
      name: 'Old',
      redirect: 'https://o.example.com',
      confidential: true,
    });
    const fresh = await createClient(headers, { name: 'Fresh', redirect: 'https://f.example.com' });
    const published = await createClient(headers, { name: 'Prod', redirect: 'https://prod.example.com' });
    await identity.call('POST', `/oauth/clients/${published.body.id}/deploy`, { headers });
    await tokenWith(old.body.id, old.body.plain_secret);
    expect(await tokensOf(old.body.id)).toBeGreaterThan(0);
    await identity.dataSource.query(
      `UPDATE oauth_clients SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1`,
      [old.body.id],
    );

    const removed = await identity.app.get(PurgeExpiredClientsUseCase).execute();
    expect(removed).toContain(old.body.id);
    expect(await clientRow(old.body.id)).toBeUndefined();
    expect(await tokensOf(old.body.id)).toBe(0);
    expect(await clientRow(fresh.body.id)).toBeDefined();
    expect(await clientRow(published.body.id)).toBeDefined();
  });
});

describe('the create-api-client command', () => {
  function run(argv: string[]) {
    const out: string[] = [];
    const errors: string[] = [];
    const env = { DATABASE_URL: identity.config.DATABASE_URL, LOG_LEVEL: 'silent' };
    return runCreateApiClient(
      argv,
      { out: (line) => out.push(line), error: (line) => errors.push(line) },
      env,
    ).then((code) => ({ code, out: out.join('\n'), errors: errors.join('\n') }));
  }

  const value = (text: string, key: string) => new RegExp(`^${key}=(\\S+)`, 'm').exec(text)?.[1];

  it('creates a verified user, an organization and a production client whose secret gets tokens', async () => {
    const result = await run([
      '--email',
      'Api.Owner@Example.com',
      '--name',
      'Api Owner',
      '--organization',
      'Api Corp',
      '--password',
      'Jacaranda-lilas7',
    ]);
    expect(result.code).toBe(0);
    const clientId = value(result.out, 'client_id')!;
    const secret = value(result.out, 'client_secret')!;
    const organizationId = value(result.out, 'organization_id')!;
    expect(result.out).toContain(
      `curl -s -u '${clientId}:${secret}' -d grant_type=client_credentials http://localhost:8080/oidc/token`,
    );
    expect(result.out).toContain(`-H 'X-Organization: ${organizationId}' http://localhost:8080/api/me`);

    const [user] = await identity.dataSource.query(
      'SELECT id, name, email_verified_at, registration_completed_at, personal_organization_id FROM users WHERE email = $1',
      ['api.owner@example.com'],
    );
    expect(user).toMatchObject({
      name: 'Api Owner',
      email_verified_at: expect.any(Date),
      registration_completed_at: expect.any(Date),
    });
    expect(user.personal_organization_id).toEqual(expect.any(String));
    const [membership] = await identity.dataSource.query(
      `SELECT m.is_owner, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = $1 AND o.id = $2`,
      [user.id, organizationId],
    );
    expect(membership).toEqual({ is_owner: true, name: 'Api Corp' });
    expect(await clientRow(clientId)).toMatchObject({
      is_confidential: true,
      is_sandbox: false,
      expires_at: null,
      owner_user_id: user.id,
      organization_id: organizationId,
    });
    const token = await tokenWith(clientId, secret);
    expect(token.status).toBe(200);
    expect(token.body.access_token).toEqual(expect.any(String));

    // Again with the same person and organization: both reused, a new client.
    const again = await run([
      '--email',
      'api.owner@example.com',
      '--name',
      'Ignored',
      '--organization',
      'api corp',
    ]);
    expect(again.code).toBe(0);
    expect(value(again.out, 'organization_id')).toBe(organizationId);
    expect(value(again.out, 'client_id')).not.toBe(clientId);
    expect(
      await identity.dataSource.query('SELECT id FROM users WHERE email = $1', ['api.owner@example.com']),
    ).toHaveLength(1);
  });

  it('refuses missing or bad arguments with exit code 2 and the usage', async () => {
    const missing = await run(['--email', 'x@example.com']);
    expect(missing.code).toBe(2);
    expect(missing.errors).toContain('Usage: npm run create-api-client');
    const badEmail = await run(['--email', 'nope', '--name', 'N', '--organization', 'O']);
    expect(badEmail.code).toBe(2);
    const weak = await run([
      '--email',
      'weak@example.com',
      '--name',
      'N',
      '--organization',
      'O',
      '--password',
      'short',
    ]);
    expect(weak.code).toBe(2);
    expect(
      await identity.dataSource.query('SELECT id FROM users WHERE email = $1', ['weak@example.com']),
    ).toHaveLength(0);
  });
});
