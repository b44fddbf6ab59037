import { randomUUID } from 'node:crypto';
import { uniqueName } from '@rubrica/testing';
import { PUBLIC_URL, signIn, startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { Browser } from './support/browser.js';
import type { FakeUser } from './support/fake-principal-rpc.js';
import type { Echo } from './support/upstream-server.js';

let harness: AuthHarness;

beforeAll(async () => {
  harness = await startAuthHarness('gw_auth_principal');
});

afterAll(() => harness?.close());

async function signedIn(user: Partial<FakeUser> = {}) {
  const id = harness.addUser(user);
  const { browser } = await signIn(harness, harness.gateway, id);
  const csrf = browser.cookie('rubrica_csrf')!;
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    browser.request(path, {
      method,
      headers: method === 'GET' ? headers : { 'x-csrf-token': csrf, ...headers },
    });
  return { id, browser, send };
}

const bodyOf = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

describe('a user whose e-mail address is not verified', () => {
  it('gets 403 on everything but reading their profile, asking for the e-mail again and signing out', async () => {
    const { send } = await signedIn({ emailVerified: false, registrationCompleted: true });
    for (const [method, path] of [
      ['GET', '/api/envelopes'],
      ['GET', '/api/users'],
      ['PATCH', '/api/me'],
      ['GET', '/api/organizations'],
      ['POST', '/api/me/avatar'],
    ] as const) {
      const response = await send(method, path);
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(bodyOf(response)).toMatchObject({ message: 'Your email address is not verified' });
    }
    expect((await send('GET', '/api/me')).status).toBe(200);
    expect((await send('GET', '/api/me/')).status).toBe(200);
    expect((await send('POST', '/api/me/resend-email-verification')).status).toBe(200);
    expect((await send('POST', '/api/logout')).status).toBe(204);
  });
});

describe('a user who has not completed their registration', () => {
  it('gets 403 on everything but their profile, its completion, the e-mail and signing out', async () => {
    const { send } = await signedIn({ emailVerified: true, registrationCompleted: false });
    for (const [method, path] of [
      ['GET', '/api/envelopes'],
      ['POST', '/api/envelopes'],
      ['PUT', '/api/me/password'],
    ] as const) {
      const response = await send(method, path);
      expect(response.status).toBe(403);
      expect(bodyOf(response)).toMatchObject({ message: 'You must complete your registration' });
    }
    expect((await send('GET', '/api/me')).status).toBe(200);
    const completion = await send('PATCH', '/api/me');
    expect(completion.status).toBe(200);
    expect((bodyOf(completion) as unknown as Echo).method).toBe('PATCH');
    expect((await send('POST', '/api/me/resend-email-verification')).status).toBe(200);
    expect((await send('POST', '/api/logout')).status).toBe(204);
  });
});

describe('organizations named in X-Organization', () => {
  it("passes on the member's organization, role flags, ownership and workspace kind", async () => {
    const business = randomUUID();
    const personal = randomUUID();
    const { id, send } = await signedIn({
      memberships: {
        [business]: { permissions: ['send_envelopes', 'manage_teams'] },
        [personal]: { isOwner: true, isPersonal: true },
      },
    });
    const inBusiness = JSON.parse(
      (await send('GET', '/api/users', { 'x-organization': business })).body,
    ) as Echo;
    expect(inBusiness.headers).toMatchObject({
      'x-user-id': id,
      'x-organization-id': business,
      'x-organization-owner': 'false',
      'x-organization-personal': 'false',
      'x-permissions': 'send_envelopes,manage_teams',
    });
    expect(inBusiness.headers['x-organization']).toBeUndefined();
    expect(inBusiness.headers['x-client-id']).toBeUndefined();

    const inPersonal = JSON.parse(
      (await send('GET', '/api/users', { 'x-organization': personal })).body,
    ) as Echo;
    expect(inPersonal.headers).toMatchObject({
      'x-organization-id': personal,
      'x-organization-owner': 'true',
      'x-organization-personal': 'true',
      'x-permissions':
        'send_envelopes,attach_organizations,edit_organization,manage_teams,manage_users,manage_billing',
    });
  });

  it('refuses an organization the user does not belong to, before any service is called', async () => {
    const { send } = await signedIn({ memberships: { [randomUUID()]: {} } });
    const foreign = randomUUID();
    const received = harness.identity.received.length;
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['DELETE', '/api/teams/1'],
      ['GET', '/api/envelopes'],
    ] as const) {
      const response = await send(method, path, { 'x-organization': foreign });
      expect(response.status).toBe(403);
      expect(bodyOf(response)).toMatchObject({ message: 'You do not belong to this organization.' });
    }
    expect(harness.identity.received.length).toBe(received);
  });

  it('passes no organization when none is named', async () => {
    const { send } = await signedIn({ memberships: { [randomUUID()]: { isOwner: true } } });
    const echo = JSON.parse((await send('GET', '/api/me')).body) as Echo;
    expect(echo.headers['x-user-id']).toBeDefined();
    expect(echo.headers['x-organization-id']).toBeUndefined();
    expect(echo.headers['x-permissions']).toBeUndefined();
  });

  it('does not need one on the routes about organizations themselves', async () => {
    const member = randomUUID();
    const { send } = await signedIn({ memberships: { [member]: { isOwner: true } } });
    const foreign = await send('GET', `/api/organizations/${member}`, { 'x-organization': randomUUID() });
    expect(foreign.status).toBe(200);
    expect((JSON.parse(foreign.body) as Echo).headers['x-organization-id']).toBeUndefined();
    const own = await send('POST', '/api/organizations', { 'x-organization': member });
    expect(own.status).toBe(200);
    expect((JSON.parse(own.body) as Echo).headers['x-organization-id']).toBe(member);
  });
});

describe('asking identity who the caller is', () => {
  it('asks once per user and organization and reuses the answer for a few seconds', async () => {
    const organization = randomUUID();
    const { id, send } = await signedIn({ memberships: { [organization]: {} } });
    for (let i = 0; i < 3; i++)
      expect((await send('GET', '/api/users', { 'x-organization': organization })).status).toBe(200);
    expect((await send('GET', '/api/users')).status).toBe(200);
    const asked = harness.principals.requests.filter((request) => request.user_id === id);
    expect(asked).toEqual([{ user_id: id, organization_id: organization }, { user_id: id }]);
  });

  it('answers 401 when identity no longer knows the user', async () => {
    const { id, send } = await signedIn();
    harness.users.delete(id);
    const response = await send('GET', '/api/envelopes');
    expect(response.status).toBe(401);
    expect(bodyOf(response)).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('answers 503 in the spec shape, without hanging, when identity does not answer', async () => {
    const { browser } = await signedIn();
    const unanswered = await harness.startOtherGateway({
      principalRpcSubject: `${uniqueName('nobody')}.identity.resolve_principal.v1`,
    });
    const elsewhere = new Browser(unanswered.url, PUBLIC_URL);
    for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
    const response = await elsewhere.request('/api/envelopes');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toMatchObject({
      message: 'Service unavailable.',
      correlation_id: response.headers['x-request-id'],
    });
  });
});
