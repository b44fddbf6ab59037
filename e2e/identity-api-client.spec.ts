// Developer apps as third parties use them: created through the session, then a standard OAuth
// library (openid-client) gets client-credentials tokens at the gateway's /oidc/token, and the
// tokens call the same API routes the SPA calls, acting as the app's owner in the app's
// organization. Refreshing the secret and deleting the app take the old credentials away; the
// scripting command makes a working client from nothing.
import * as oidc from 'openid-client';
import { runCreateApiClient } from '../services/identity/src/cli/create-api-client.command.js';
import { BearerClient, oauthApp } from './support/bearer-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { authorizeThroughConsent } from './support/oauth-consent.js';
import {
  bearerClient,
  signInBrowser,
  signUpThroughPages,
  startIdentityStack,
  type IdentityStack,
} from './support/identity-stack.js';

const OLGA = { name: 'Olga Owner', email: 'olga@orbita.example', password: 'Orbita-2024' };
const NOT_A_MEMBER = { message: 'You do not belong to this organization.' };
/** What the user apps below ask for, besides signing in. */
const AGENDA_SCOPES = 'users:write contacts:write organization:write';

let stack: IdentityStack;
let olga: BrowserClient;
let olgaId: string;
let orbitaId: string;
let personalId: string;
let otherId: string;
let roleId: string;
let teamId: string;
let contactId: string;
let appId: string;
let secret: string;

/** openid-client reports a refused client either as a body error or as a WWW-Authenticate challenge. */
async function refusedClient(attempt: Promise<unknown>): Promise<string | undefined> {
  const failure = (await attempt.then(
    () => undefined,
    (error: unknown) => error,
  )) as { error?: string; cause?: Array<{ parameters?: { error?: string } }> } | undefined;
  if (!failure) return undefined;
  return failure.error ?? failure.cause?.[0]?.parameters?.error ?? String(failure);
}

/** What identity itself says about a token, asked as the gateway asks (RFC 7662 at /oidc/token/introspection). */
async function introspect(token: string): Promise<oidc.IntrospectionResponse> {
  const { GATEWAY_CLIENT_ID, GATEWAY_CLIENT_SECRET } = stack.identity.config;
  const gateway = await oidc.discovery(
    new URL('/oidc', stack.url),
    GATEWAY_CLIENT_ID,
    GATEWAY_CLIENT_SECRET,
    oidc.ClientSecretBasic(GATEWAY_CLIENT_SECRET),
    { execute: [oidc.allowInsecureRequests] },
  );
  return oidc.tokenIntrospection(gateway, token);
}

beforeAll(async () => {
  stack = await startIdentityStack('api_client');
  await signUpThroughPages(stack, OLGA);
  olga = await signInBrowser(stack, OLGA.email, OLGA.password);
  const me = await olga.api('GET', '/me');
  olgaId = me.body.id;
  personalId = me.body.personal_organization_id;
  const orbita = await olga.api('POST', '/organizations', { json: { name: 'Órbita' } });
  expect(orbita.status).toBe(201);
  orbitaId = orbita.body.id;
  olga.organization = orbitaId;
  otherId = (await olga.api('POST', '/organizations', { json: { name: 'Outra Empresa' } })).body.id;
  roleId = (await olga.api('POST', '/roles', { json: { name: 'Jurídico', send_envelopes: true } })).body.id;
  teamId = (await olga.api('POST', '/teams', { json: { name: 'Contratos' } })).body.id;
  contactId = (await olga.api('POST', '/contacts', { json: { name: 'Rui Reis', email: 'rui@example.com' } }))
    .body.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe('a confidential developer app', () => {
  it('is created through the session and its secret gets a client-credentials token with openid-client', async () => {
    const created = await olga.api('POST', '/oauth/clients', {
      json: { name: 'Portal', redirect: 'https://portal.example/callback', confidential: true },
    });
    expect(created.status).toBe(201);
    appId = created.body.id;
    secret = created.body.plain_secret;
    expect(secret).toEqual(expect.any(String));

    const app = await oauthApp(stack.url, appId, secret);
    // Discovery through the gateway names the public issuer and its token endpoint.
    expect(app.configuration.serverMetadata()).toMatchObject({
      issuer: `${stack.url}/oidc`,
      token_endpoint: `${stack.url}/oidc/token`,
    });
    const tokens = await oidc.clientCredentialsGrant(app.configuration);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeGreaterThan(0);
  });

  it('calls the API with the bearer token as its owner in its organization', async () => {
    const api = await bearerClient(stack, appId, secret);

    const me = await api.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: olgaId,
      email: OLGA.email,
      organization: { id: orbitaId, name: 'Órbita' },
      is_owner: true,
    });

    const organization = await api.api('GET', `/organizations/${orbitaId}`);
    expect(organization.status).toBe(200);
    expect(organization.body).toMatchObject({ id: orbitaId, name: 'Órbita', is_owner: true });

    const roles = await api.api('GET', '/roles');
    expect(roles.status).toBe(200);
    expect(roles.body.data.map((role: { id: string }) => role.id)).toContain(roleId);
    const teams = await api.api('GET', '/teams');
    expect(teams.status).toBe(200);
    expect(teams.body.data.map((team: { id: string }) => team.id)).toEqual([teamId]);
    const contacts = await api.api('GET', '/contacts');
    expect(contacts.status).toBe(200);
    expect(contacts.body.data.map((contact: { id: string }) => contact.id)).toEqual([contactId]);
    const users = await api.api('GET', '/users');
    expect(users.status).toBe(200);
    expect(users.body.data.map((user: { id: string }) => user.id)).toEqual([olgaId]);

    // Naming its own organization is the same; naming another one is refused, even one the owner holds.
    expect((await api.api('GET', '/teams', { organization: orbitaId })).status).toBe(200);
    const elsewhere = await api.api('GET', '/contacts', { organization: personalId });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject(NOT_A_MEMBER);
  });

  it('stays inside its organization when another one of its owner is named in the path', async () => {
    const api = await bearerClient(stack, appId, secret);
    // The gateway binds a client-credentials token to its app's organization (a different
    // X-Organization is refused); /api/organizations/:id names the organization in the path instead.
    const read = await api.api('GET', `/organizations/${otherId}`);
    const renamed = await api.api('PATCH', `/organizations/${otherId}`, {
      json: { name: 'Renomeada por app' },
    });
    const themed = await api.api('DELETE', `/organizations/${otherId}/theme`);
    const after = (await olga.api('GET', `/organizations/${otherId}`)).body.name;
    expect({ read: read.status, renamed: renamed.status, themed: themed.status, after }).toEqual({
      read: 403,
      renamed: 403,
      themed: 403,
      after: 'Outra Empresa',
    });
  });

  it('changes data with the bearer token, without the CSRF token a session would need', async () => {
    const api = await bearerClient(stack, appId, secret);
    const created = await api.api('POST', '/contacts', {
      json: { name: 'Sara Lopes', email: 'sara@example.com', phone: '+1 202 555 0143' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sara Lopes', phone: '+12025550143' });
    const renamed = await api.api('PATCH', `/teams/${teamId}`, { json: { name: 'Contratos e Acordos' } });
    expect(renamed.status).toBe(200);
    // The owner's session sees what the app did.
    const contacts = await olga.api('GET', '/contacts?q=sara');
    expect(contacts.body.data.map((contact: { id: string }) => contact.id)).toEqual([created.body.id]);
    expect((await olga.api('GET', `/teams/${teamId}`)).body.name).toBe('Contratos e Acordos');
  });

  it('is refused a token for a wrong secret, and an invalid token is 401', async () => {
    expect(await refusedClient(oauthApp(stack.url, appId, `${secret}x`).then((app) => app.token()))).toBe(
      'invalid_client',
    );
    const forged = new BearerClient(stack.url, 'not-a-real-token');
    const answer = await forged.api('GET', '/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('refreshing the secret retires the old secret and the tokens issued with it', async () => {
    const app = await oauthApp(stack.url, appId, secret);
    const seen = await app.client();
    expect((await seen.api('GET', '/me')).status).toBe(200);
    // Issued before the refresh, never shown to the gateway yet.
    const unseen = new BearerClient(stack.url, await app.token());

    const refreshed = await olga.api('POST', `/oauth/clients/${appId}/refresh`);
    expect(refreshed.status).toBe(200);
    const newSecret: string = refreshed.body.plain_secret;
    expect(newSecret).not.toBe(secret);

    expect(await refusedClient(app.token())).toBe('invalid_client');
    expect((await unseen.api('GET', '/me')).status).toBe(401);
    // Identity no longer vouches for the token the gateway has already seen either (the gateway
    // may reuse its answer for up to 60 s, identity design "Bearer tokens").
    expect((await introspect(seen.accessToken)).active).toBe(false);

    secret = newSecret;
    const fresh = await bearerClient(stack, appId, secret);
    expect((await fresh.api('GET', `/organizations/${orbitaId}`)).status).toBe(200);
  });

  it('publishing keeps its credentials working', async () => {
    const published = await olga.api('POST', `/oauth/clients/${appId}/deploy`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ is_sandbox: false, expires_at: null });
    const api = await bearerClient(stack, appId, secret);
    expect((await api.api('GET', '/roles')).status).toBe(200);
  });

  it('deleting it ends its tokens and its secret', async () => {
    const app = await oauthApp(stack.url, appId, secret);
    const seen = await app.client();
    expect((await seen.api('GET', '/teams')).status).toBe(200);
    const unseen = new BearerClient(stack.url, await app.token());

    expect((await olga.api('DELETE', `/oauth/clients/${appId}`)).status).toBe(204);
    expect((await unseen.api('GET', '/teams')).status).toBe(401);
    expect((await introspect(seen.accessToken)).active).toBe(false);
    expect(await refusedClient(app.token())).toBe('invalid_client');
  });
});

describe('a public developer app', () => {
  it('gets no secret and no client-credentials token, and has no secret to refresh', async () => {
    const created = await olga.api('POST', '/oauth/clients', {
      json: { name: 'SPA de parceiro', redirect: 'https://partner.example/cb', confidential: false },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_confidential: false });
    expect(created.body).not.toHaveProperty('plain_secret');
    const refresh = await olga.api('POST', `/oauth/clients/${created.body.id}/refresh`);
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    expect(refresh.status).toBeLessThan(500);
    const configuration = await oidc.discovery(
      new URL('/oidc', stack.url),
      created.body.id,
      undefined,
      oidc.None(),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    await expect(oidc.clientCredentialsGrant(configuration)).rejects.toBeDefined();
  });
});

/** Olga grants `configuration`'s app the agenda scopes in `organization` (Órbita unless named). */
function authorizeAs(
  configuration: oidc.Configuration,
  redirect: string,
  account: { email: string; password: string },
  appName: string,
  parameters: Record<string, string> = {},
  organization: string = orbitaId,
): ReturnType<typeof oidc.authorizationCodeGrant> {
  return authorizeThroughConsent({
    gatewayUrl: stack.url,
    configuration,
    redirect,
    account,
    appName,
    scope: `openid email ${AGENDA_SCOPES}`,
    organization,
    parameters,
  });
}

describe('an app acting for a user (authorization code + PKCE)', () => {
  it('gets a token on the consent page that calls the API as that user, in the organization chosen there only', async () => {
    const redirect = 'https://agenda.example/callback';
    const created = await olga.api('POST', '/oauth/clients', {
      json: { name: 'Agenda Jurídica', redirect, confidential: true },
    });
    expect(created.status).toBe(201);
    const { configuration } = await oauthApp(stack.url, created.body.id, created.body.plain_secret);
    const tokens = await authorizeAs(configuration, redirect, OLGA, 'Agenda Jurídica');
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.claims()?.sub).toBe(olgaId);

    const api = new BearerClient(stack.url, tokens.access_token, orbitaId);
    const me = await api.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: olgaId, organization: { id: orbitaId }, is_owner: true });
    // Bound to the organization the user chose at consent: no other, even one of the user's own.
    expect((await api.api('GET', '/roles')).status).toBe(200);
    const elsewhere = await api.api('GET', '/contacts', { organization: personalId });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject(NOT_A_MEMBER);
    expect(
      (await api.api('PATCH', `/organizations/${otherId}`, { json: { name: 'Outra Empresa SA' } })).status,
    ).toBe(403);
    const renamed = await api.api('PATCH', `/organizations/${orbitaId}`, { json: { name: 'Órbita SA' } });
    expect(renamed.status).toBe(200);
    await olga.api('PATCH', `/organizations/${orbitaId}`, { json: { name: 'Órbita' } });
    const stranger = await api.api('GET', '/contacts', {
      organization: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject(NOT_A_MEMBER);
    // A state-changing call needs no CSRF token, and the user's session sees what the app did.
    const contact = await api.api('POST', '/contacts', {
      json: { name: 'Tito Agenda', email: 'tito@agenda.example' },
    });
    expect(contact.status).toBe(201);
    expect((await olga.api('GET', `/contacts/${contact.body.id}`)).body).toMatchObject({
      name: 'Tito Agenda',
    });
    expect(await introspect(tokens.access_token)).toMatchObject({
      active: true,
      sub: olgaId,
      client_id: created.body.id,
    });
  });

  it('keeps acting for the user with a refreshed token when the user granted offline access', async () => {
    const redirect = 'https://offline-agenda.example/cb';
    const created = await olga.api('POST', '/oauth/clients', {
      json: { name: 'Agenda Noturna', redirect, confidential: true },
    });
    expect(created.status).toBe(201);
    const { configuration } = await oauthApp(stack.url, created.body.id, created.body.plain_secret);
    const tokens = await authorizeAs(configuration, redirect, OLGA, 'Agenda Noturna', {
      scope: `openid email offline_access ${AGENDA_SCOPES}`,
      prompt: 'consent',
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const refreshed = await oidc.refreshTokenGrant(configuration, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const me = await new BearerClient(stack.url, refreshed.access_token, orbitaId).api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(olgaId);
    // Deleting the app ends what the user granted it: the refresh token no longer works.
    expect((await olga.api('DELETE', `/oauth/clients/${created.body.id}`)).status).toBe(204);
    expect(await refusedClient(oidc.refreshTokenGrant(configuration, tokens.refresh_token!))).toBe(
      'invalid_client',
    );
  });

  it('works for a public app too, with PKCE and no secret', async () => {
    const redirect = 'https://public-agenda.example/cb';
    const created = await olga.api('POST', '/oauth/clients', {
      json: { name: 'Agenda Pública', redirect, confidential: false },
    });
    expect(created.status).toBe(201);
    const configuration = await oidc.discovery(
      new URL('/oidc', stack.url),
      created.body.id,
      undefined,
      oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );
    const tokens = await authorizeAs(configuration, redirect, OLGA, 'Agenda Pública');
    const api = new BearerClient(stack.url, tokens.access_token, orbitaId);
    const me = await api.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(olgaId);
  });
});

describe('the create-api-client command', () => {
  it('makes a user, an organization and a confidential client whose printed id and secret work through the gateway', async () => {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runCreateApiClient(
      [
        '--email',
        'Robo@Integracao.example',
        '--name',
        'Robô de Integração',
        '--organization',
        'Integração SA',
        '--password',
        'Robo-senha-1',
      ],
      { out: (line) => out.push(line), error: (line) => errors.push(line) },
      {
        DATABASE_URL: stack.identity.config.DATABASE_URL,
        PUBLIC_URL: stack.url,
        LOG_LEVEL: 'silent',
      },
    );
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    const printed = Object.fromEntries(
      out
        .filter((line) => /^[a-z_]+=/.test(line))
        .map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]),
    );
    expect(printed).toMatchObject({
      client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      client_secret: expect.any(String),
      organization_id: expect.any(String),
      user_id: expect.stringMatching(/\(new user\)$/),
    });
    expect(out.join('\n')).toContain(`${stack.url}/oidc/token`);

    const api = await bearerClient(stack, printed.client_id!, printed.client_secret!);
    const me = await api.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'Robô de Integração',
      email: 'robo@integracao.example',
      email_verified: true,
      organization: { id: printed.organization_id, name: 'Integração SA', is_personal: false },
      is_owner: true,
    });
    const roles = await api.api('GET', '/roles');
    expect(roles.status).toBe(200);
    expect(roles.body.data).toEqual([expect.objectContaining({ name: 'Usuário', is_default: true })]);
    expect((await api.api('POST', '/teams', { json: { name: 'Robôs' } })).status).toBe(201);

    // The account is a real one: its password signs in through the pages, and it sees its organization.
    const robot = await signInBrowser(stack, 'robo@integracao.example', 'Robo-senha-1');
    const organizations = await robot.api('GET', '/organizations');
    expect(organizations.body.data.map((organization: { id: string }) => organization.id)).toContain(
      printed.organization_id,
    );
  });

  it('refuses bad arguments with the usage and exit code 2, creating nothing', async () => {
    const errors: string[] = [];
    const code = await runCreateApiClient(
      ['--email', 'not-an-email', '--name', 'X', '--organization', 'Y'],
      { out: () => undefined, error: (line) => errors.push(line) },
      { DATABASE_URL: stack.identity.config.DATABASE_URL, PUBLIC_URL: stack.url, LOG_LEVEL: 'silent' },
    );
    expect(code).toBe(2);
    expect(errors.join('\n')).toContain('is not an e-mail address');
    const [row] = await stack.identity.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      ['not-an-email'],
    );
    expect(row.n).toBe(0);
  });
});
