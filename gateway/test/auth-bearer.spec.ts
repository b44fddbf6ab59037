import { randomUUID } from 'node:crypto';
import { sessionTokens, signIn, startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { rawCall } from './support/http-call.js';
import { closedPort, type Echo } from './support/upstream-server.js';

const ALL_PERMISSIONS =
  'send_envelopes,attach_organizations,edit_organization,manage_teams,manage_users,manage_billing';

let harness: AuthHarness;

beforeAll(async () => {
  harness = await startAuthHarness('gw_auth_bearer');
});

afterAll(() => harness?.close());

const call = (
  path: string,
  token: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) =>
  rawCall(harness.gateway.url, path, {
    method: init.method,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });

describe('API clients with client-credentials tokens', () => {
  it("act as the app's owner inside the app's organization", async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const response = await call('/api/envelopes', token);
    expect(response.status).toBe(200);
    const { headers } = JSON.parse(response.body) as Echo;
    expect(headers['x-user-id']).toBe(harness.app.ownerUserId);
    expect(headers['x-client-id']).toBe(harness.app.clientId);
    expect(headers['x-organization-id']).toBe(harness.app.organizationId);
    expect(headers['x-organization-owner']).toBe('true');
    expect(headers['x-organization-personal']).toBe('false');
    expect(headers['x-permissions']).toBe(ALL_PERMISSIONS);
  });

  it('need no CSRF token for state-changing calls', async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const response = await call('/api/envelopes', token, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((JSON.parse(response.body) as Echo).method).toBe('POST');
  });

  it('may name their own organization and no other', async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const own = await call('/api/envelopes', token, {
      headers: { 'x-organization': harness.app.organizationId },
    });
    expect(own.status).toBe(200);
    const other = await call('/api/envelopes', token, { headers: { 'x-organization': randomUUID() } });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body)).toMatchObject({ message: 'You do not belong to this organization.' });
  });

  it('never pass on identity headers the client sends', async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const response = await call('/api/envelopes', token, {
      headers: {
        'x-user-id': 'admin',
        'x-client-id': 'other-app',
        'x-organization-id': 'someone-elses',
        'x-organization-owner': 'false',
        'x-permissions': 'manage_billing',
      },
    });
    const { headers } = JSON.parse(response.body) as Echo;
    expect(headers['x-user-id']).toBe(harness.app.ownerUserId);
    expect(headers['x-client-id']).toBe(harness.app.clientId);
    expect(headers['x-organization-id']).toBe(harness.app.organizationId);
    expect(headers['x-organization-owner']).toBe('true');
    expect(headers['x-permissions']).toBe(ALL_PERMISSIONS);
  });

  it('are asked of identity once and then remembered', async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const before = harness.identity.calls('/oidc/token/introspection');
    for (let i = 0; i < 5; i++) expect((await call('/api/envelopes', token)).status).toBe(200);
    expect(harness.identity.calls('/oidc/token/introspection')).toBe(before + 1);
  });
});

describe('tokens that are not valid', () => {
  it('answers 401 for a revoked token', async () => {
    const token = await harness.identity.clientCredentialsToken(harness.app);
    await harness.identity.revoke(harness.app, token);
    const response = await call('/api/envelopes', token);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Unauthenticated.' });
  });

  it.each([
    ['a made-up token', { authorization: 'Bearer thisTokenWasNeverIssued0123456789' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_what, headers) => {
    const response = await rawCall(harness.gateway.url, '/api/envelopes', { headers });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('answers 503, not 401, when identity cannot be asked', async () => {
    const cutOff = await harness.startOtherGateway({
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    const token = await harness.identity.clientCredentialsToken(harness.app);
    const response = await rawCall(cutOff.url, '/api/envelopes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toMatchObject({
      message: 'Service unavailable.',
      correlation_id: response.headers['x-request-id'],
    });
  });
});

describe('apps acting for a user (authorization code tokens)', () => {
  it('act as the token subject, in the organizations that user belongs to', async () => {
    const organization = randomUUID();
    const user = harness.addUser({ memberships: { [organization]: { permissions: ['send_envelopes'] } } });
    const { browser } = await signIn(harness, harness.gateway, user);
    const { accessToken } = await sessionTokens(harness, browser.cookie('rubrica_session')!);

    const member = await call('/api/envelopes', accessToken!, {
      headers: { 'x-organization': organization },
    });
    expect(member.status).toBe(200);
    const { headers } = JSON.parse(member.body) as Echo;
    expect(headers['x-user-id']).toBe(user);
    expect(headers['x-client-id']).toBe('rubrica-web');
    expect(headers['x-organization-id']).toBe(organization);
    expect(headers['x-permissions']).toBe('send_envelopes');

    const stranger = await call('/api/envelopes', accessToken!, {
      headers: { 'x-organization': randomUUID() },
    });
    expect(stranger.status).toBe(403);
  });
});
