// Tenancy through the gateway: the owner of organization B, with a session and with an API
// token, tries every organization-scoped route with organization A's ids, naming A (not a
// member: 403) and naming B (A's ids do not exist there: 404, or 403/422 for ids in a body).
// Afterwards A's data, read through A's own session, is exactly what it was.
import { createHash } from 'node:crypto';
import type { Answer, ApiCaller, CallOptions } from './support/api-client.js';
import type { BrowserClient } from './support/browser-client.js';
import {
  bearerClient,
  deliveredTo,
  signInBrowser,
  signUpThroughPages,
  startIdentityStack,
  type IdentityStack,
} from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { identityApiRoutes, routeOf, type RouteKey } from './support/route-catalogue.js';

const ANA = { name: 'Ana Alfa', email: 'ana@alfa.example', password: 'Alfa-senha1' };
const BRUNO = { name: 'Bruno Beta', email: 'bruno@beta.example', password: 'Beta-senha1' };
const PENDING = 'pendente@alfa.example';
const NOT_A_MEMBER = { message: 'You do not belong to this organization.', code: 'auth.not_a_member' };

/**
 * Identity routes that hold nothing of another organization to aim at, each with why. Every other
 * route identity declares must be among the attempts below (checked against identity's own
 * controllers, so a route added later fails the coverage test until it is tried here).
 */
const NOTHING_OF_A_TO_AIM_AT: Partial<Record<RouteKey, string>> = {
  'GET /organizations': "lists the caller's own memberships (checked: A is not in B's list)",
  'POST /organizations': 'creates a new organization owned by the caller',
};

let stack: IdentityStack;
let ana: BrowserClient;
let bruno: BrowserClient;
let brunoApi: ApiCaller;

/** Organization A's ids (and B's own, for calls that mix them). */
const a = {
  org: '',
  user: '',
  role: '',
  defaultRole: '',
  team: '',
  contact: '',
  app: '',
  invitationToken: '',
};
const b = { org: '', user: '', team: '', role: '' };

async function created(answer: Promise<Answer>, what: string): Promise<string> {
  const { status, body } = await answer;
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

beforeAll(async () => {
  stack = await startIdentityStack('tenancy');
  await Promise.all([signUpThroughPages(stack, ANA), signUpThroughPages(stack, BRUNO)]);
  [ana, bruno] = await Promise.all([
    signInBrowser(stack, ANA.email, ANA.password),
    signInBrowser(stack, BRUNO.email, BRUNO.password),
  ]);

  a.org = await created(ana.api('POST', '/organizations', { json: { name: 'Alfa' } }), 'organization A');
  ana.organization = a.org;
  a.user = (await ana.api('GET', '/me')).body.id;
  a.defaultRole = (await ana.api('GET', '/roles')).body.data[0].id;
  a.role = await created(
    ana.api('POST', '/roles', { json: { name: 'Alfa Gestão', manage_users: true } }),
    'role',
  );
  a.team = await created(ana.api('POST', '/teams', { json: { name: 'Alfa Time' } }), 'team');
  await ana.api('PUT', `/teams/${a.team}/users`, { json: { users: [a.user] } });
  a.contact = await created(
    ana.api('POST', '/contacts', { json: { name: 'Cliente Alfa', email: 'cliente@alfa.example' } }),
    'contact',
  );
  a.app = await created(
    ana.api('POST', '/oauth/clients', {
      json: { name: 'Alfa App', redirect: 'https://alfa.example/cb', confidential: true },
    }),
    'developer app',
  );
  const logo = await ana.api('POST', `/organizations/${a.org}/logo`, {
    form: fileForm('logo', pngImage(190, 33), 'image/png', 'alfa.png'),
  });
  expect(logo.status).toBe(200);
  await ana.api('PUT', `/organizations/${a.org}/theme`, {
    json: {
      avatar_background_color: '#aa0000',
      avatar_text_color: '#ffffff',
      navbar_background_color: '#aa0000',
      navbar_text_color: '#ffffff',
      button_background_color: '#aa0000',
      button_text_color: '#ffffff',
    },
  });
  const invited = await ana.api('POST', '/invitations', {
    json: { emails: [PENDING], role: a.role, teams: [a.team] },
  });
  expect(invited.body.invited).toEqual([PENDING]);
  const mail = await deliveredTo(stack, PENDING, 'organization_invitation_accept');
  a.invitationToken = new URL(
    mail.links.find((link) => link.includes('organization_invitation_accept'))!,
  ).searchParams.get('token')!;

  b.org = await created(bruno.api('POST', '/organizations', { json: { name: 'Beta' } }), 'organization B');
  bruno.organization = b.org;
  b.user = (await bruno.api('GET', '/me')).body.id;
  b.role = await created(bruno.api('POST', '/roles', { json: { name: 'Beta Gestão' } }), 'role B');
  b.team = await created(bruno.api('POST', '/teams', { json: { name: 'Beta Time' } }), 'team B');
  const app = await bruno.api('POST', '/oauth/clients', {
    json: { name: 'Beta App', redirect: 'https://beta.example/cb', confidential: true },
  });
  brunoApi = await bearerClient(stack, app.body.id, app.body.plain_secret);
});

afterAll(async () => {
  await stack?.stop();
});

/** Everything A's owner sees of A, through A's own session (bytes of the logo as a hash). */
async function snapshotOfA(): Promise<Record<string, unknown>> {
  const reads = [
    `/organizations/${a.org}?extended=true`,
    `/organizations/${a.org}/theme`,
    `/organizations/${a.org}/stats`,
    '/roles',
    `/roles/${a.role}?extended=true`,
    `/roles/${a.role}/users`,
    `/roles/${a.defaultRole}/users`,
    '/users',
    `/users/${a.user}?extended=true`,
    `/users/${a.user}/permissions`,
    '/teams?include=users-preview',
    `/teams/${a.team}`,
    `/teams/${a.team}/users`,
    '/contacts',
    `/contacts/${a.contact}`,
    '/invitations',
    '/oauth/clients',
    `/organizations/invitations/${a.invitationToken}`,
  ];
  const snapshot: Record<string, unknown> = {};
  for (const path of reads) {
    const answer = await ana.api('GET', path);
    snapshot[path] = { status: answer.status, body: answer.body };
  }
  const logo = await ana.api('GET', `/organizations/${a.org}/logo`);
  snapshot.logo = {
    status: logo.status,
    sha256: Buffer.isBuffer(logo.body) ? createHash('sha256').update(logo.body).digest('hex') : logo.body,
  };
  return snapshot;
}

interface Attempt {
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
  /** Organization routes take the organization from the path; all others from X-Organization. */
  scoped: boolean;
  /** A's ids travel in the body (a 422 for an unknown id is a refusal too). */
  idsInBody?: boolean;
}

const pngForm = () => fileForm('logo', pngImage(16, 16), 'image/png', 'x.png');
const csvForm = () => fileForm('file', Buffer.from(`intruso@beta.example\n`), 'text/csv', 'list.csv');
const enc = encodeURIComponent;

/** Every route that takes an organization's resource, aimed at A's. */
function attemptsOnA(): Attempt[] {
  const org = (method: string, path: string, json?: unknown, form?: () => FormData): Attempt => ({
    method,
    path,
    json,
    form,
    scoped: false,
  });
  const scoped = (method: string, path: string, json?: unknown, form?: () => FormData): Attempt => ({
    method,
    path,
    json,
    form,
    scoped: true,
  });
  return [
    org('GET', `/organizations/${a.org}`),
    org('GET', `/organizations/${a.org}?extended=true`),
    org('PATCH', `/organizations/${a.org}`, { name: 'Tomada' }),
    org('DELETE', `/organizations/${a.org}`, { password: BRUNO.password }),
    org('POST', `/organizations/${a.org}/logo`, undefined, pngForm),
    org('GET', `/organizations/${a.org}/logo`),
    org('DELETE', `/organizations/${a.org}/logo`),
    org('POST', `/organizations/${a.org}/invitations/import`, undefined, csvForm),
    org('GET', `/organizations/${a.org}/theme`),
    org('PUT', `/organizations/${a.org}/theme`, {
      avatar_background_color: '#000001',
      avatar_text_color: '#000001',
      navbar_background_color: '#000001',
      navbar_text_color: '#000001',
      button_background_color: '#000001',
      button_text_color: '#000001',
    }),
    org('DELETE', `/organizations/${a.org}/theme`),
    org('GET', `/organizations/${a.org}/stats`),
    org('GET', `/organizations/invitations/${a.invitationToken}`),
    { ...org('POST', `/organizations/invitations/${a.invitationToken}`), idsInBody: true },

    scoped('GET', `/roles/${a.role}`),
    scoped('GET', `/roles/${a.role}?extended=true`),
    scoped('PATCH', `/roles/${a.role}`, { manage_billing: true }),
    scoped('DELETE', `/roles/${a.role}`),
    scoped('GET', `/roles/${a.role}/users`),
    scoped('POST', `/roles/${a.role}/users`, { users: [a.user] }),
    scoped('PUT', `/roles/${a.role}/users`, { users: [] }),
    scoped('DELETE', `/roles/${a.role}/users/${a.user}`),
    scoped('DELETE', `/roles/${a.defaultRole}/users/${a.user}`),

    scoped('GET', `/users/${a.user}`),
    scoped('GET', `/users/${a.user}?extended=true`),
    scoped('DELETE', `/users/${a.user}`),
    scoped('GET', `/users/${a.user}/permissions`),
    scoped('PUT', `/users/${a.user}/permissions`, { role: a.role }),
    scoped('POST', `/users/${a.user}/owner`),
    scoped('DELETE', `/users/${a.user}/owner`),
    scoped('GET', `/users/${a.user}/avatar`),

    scoped('GET', `/teams/${a.team}`),
    scoped('PATCH', `/teams/${a.team}`, { name: 'Tomado' }),
    scoped('DELETE', `/teams/${a.team}`),
    scoped('GET', `/teams/${a.team}/users`),
    scoped('POST', `/teams/${a.team}/users`, { users: [a.user] }),
    scoped('PUT', `/teams/${a.team}/users`, { users: [] }),
    scoped('DELETE', `/teams/${a.team}/users/${a.user}`),

    scoped('GET', `/contacts/${a.contact}`),
    scoped('PUT', `/contacts/${a.contact}`, { name: 'Tomado', email: 'tomado@beta.example' }),
    scoped('DELETE', `/contacts/${a.contact}`),

    scoped('POST', `/invitations/${enc(PENDING)}/resend`),
    scoped('DELETE', `/invitations/${enc(PENDING)}`),

    scoped('POST', `/oauth/clients/${a.app}/refresh`),
    scoped('POST', `/oauth/clients/${a.app}/deploy`),
    scoped('DELETE', `/oauth/clients/${a.app}`),

    // A's ids in the body of calls on B's own resources.
    { ...scoped('POST', `/roles/${b.role}/users`, { users: [a.user] }), idsInBody: true },
    { ...scoped('PUT', `/teams/${b.team}/users`, { users: [a.user] }), idsInBody: true },
    { ...scoped('PUT', `/users/${b.user}/permissions`, { role: a.role }), idsInBody: true },
    {
      ...scoped('POST', '/invitations', { emails: ['intruso@beta.example'], role: a.role }),
      idsInBody: true,
    },
    {
      ...scoped('POST', '/invitations', { emails: ['intruso2@beta.example'], role: b.role, teams: [a.team] }),
      idsInBody: true,
    },
  ];
}

/** Routes without an id, which only make sense when naming A (they would act on A's data). */
function listsAndCreatesOnA(): Attempt[] {
  return [
    ['GET', '/roles'],
    ['POST', '/roles', { name: 'Intrusa' }],
    ['GET', '/users'],
    ['GET', '/users/directory'],
    ['GET', '/teams'],
    ['GET', '/teams/limits'],
    ['POST', '/teams', { name: 'Intruso' }],
    ['GET', '/contacts'],
    ['POST', '/contacts', { name: 'Intruso', email: 'intruso@beta.example' }],
    ['GET', '/invitations'],
    ['POST', '/invitations', { emails: ['intruso@beta.example'], role: a.role }],
    ['POST', '/invitations/import'],
    ['GET', '/oauth/clients'],
    ['POST', '/oauth/clients', { name: 'Intrusa', redirect: 'https://beta.example', confidential: true }],
    // The caller's own account and settings: every call names an organization (spec workspace
    // §7), and naming one the caller is not in is refused like any other.
    ['GET', '/me'],
    ['PATCH', '/me', { name: 'Bruno Intruso' }],
    ['GET', '/me/avatar'],
    ['POST', '/me/avatar'],
    ['POST', '/me/language', { lang: 'en' }],
    ['PUT', '/me/password', { current_password: BRUNO.password, password: 'Intruso-senha9' }],
    ['POST', '/me/resend-email-verification'],
    ['GET', '/onboardings'],
    ['PUT', '/onboardings', { settings: { intruso: true } }],
  ].map(([method, path, json]) => ({
    method: method as string,
    path: path as string,
    json,
    form:
      path === '/invitations/import'
        ? csvForm
        : path === '/me/avatar' && method === 'POST'
          ? () => fileForm('avatar', pngImage(16, 16), 'image/png', 'a.png')
          : undefined,
    scoped: true,
  }));
}

interface Violation {
  caller: string;
  named: string;
  call: string;
  status: number;
  body: unknown;
}

async function tryAll(
  callerName: string,
  caller: ApiCaller,
  named: 'A' | 'B',
  attempts: Attempt[],
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const attempt of attempts) {
    const options: CallOptions = { organization: named === 'A' ? a.org : b.org };
    if (attempt.form) options.form = attempt.form();
    else if (attempt.json !== undefined) options.json = attempt.json;
    const answer = await caller.api(attempt.method, attempt.path, options);
    let allowed: number[];
    if (named === 'A' && attempt.scoped) allowed = [403];
    else if (attempt.idsInBody) allowed = [403, 404, 422];
    else allowed = [403, 404];
    const body = JSON.stringify(answer.body);
    // Naming A, the gateway itself refuses; naming B, the refusal must be identity's about A's ids
    // (not the gateway's, which would mean the call never reached the tenancy check under test).
    // One exception: an app token is bound to its own organization, so the gateway refuses it any
    // organization path outside it, invitations included (its owner's session reaches identity's
    // own check).
    const boundTokenOnOtherOrganization =
      callerName === 'bearer' &&
      attempt.path.startsWith('/organizations/') &&
      !attempt.path.startsWith(`/organizations/${b.org}`);
    const gatewayRefusal = /You do not belong|CSRF|Unauthenticated/.test(body);
    const wrongBody =
      named === 'A'
        ? attempt.scoped && body !== JSON.stringify(NOT_A_MEMBER)
        : gatewayRefusal && !(boundTokenOnOtherOrganization && body === JSON.stringify(NOT_A_MEMBER));
    if (!allowed.includes(answer.status) || wrongBody) {
      violations.push({
        caller: callerName,
        named,
        call: `${attempt.method} ${attempt.path}`,
        status: answer.status,
        body: Buffer.isBuffer(answer.body) ? '<binary>' : answer.body,
      });
    }
  }
  return violations;
}

describe("organization B's owner against organization A", () => {
  let before: Record<string, unknown>;

  beforeAll(async () => {
    before = await snapshotOfA();
  });

  it('is refused every route when naming A in X-Organization, with a session and with a bearer token', async () => {
    const attempts = [...attemptsOnA(), ...listsAndCreatesOnA()];
    const violations = [
      ...(await tryAll('session', bruno, 'A', attempts)),
      ...(await tryAll('bearer', brunoApi, 'A', attempts)),
    ];
    expect(violations).toEqual([]);
  });

  it("is refused every one of A's ids when naming B, with a session and with a bearer token", async () => {
    const attempts = attemptsOnA();
    const violations = [
      ...(await tryAll('session', bruno, 'B', attempts)),
      ...(await tryAll('bearer', brunoApi, 'B', attempts)),
    ];
    expect(violations).toEqual([]);
  });

  it("leaves A's data exactly as it was", async () => {
    const after = await snapshotOfA();
    expect(after).toEqual(before);
    // And the snapshot did see A's data (a snapshot of errors would prove nothing).
    expect(before[`/organizations/${a.org}?extended=true`]).toMatchObject({
      status: 200,
      body: { name: 'Alfa' },
    });
    expect(before['/invitations']).toMatchObject({ status: 200, body: { meta: { total: 1 } } });
    expect(before['/oauth/clients']).toMatchObject({ status: 200 });
    expect(before.logo).toMatchObject({ status: 200 });
  });

  it('tries every identity route that could reach A, as identity itself declares them', () => {
    const routes = identityApiRoutes(stack.identity.app);
    const tried = new Set(
      [...attemptsOnA(), ...listsAndCreatesOnA()].map((attempt) =>
        routeOf(routes, attempt.method, attempt.path),
      ),
    );
    expect(routes.filter((route) => !tried.has(route) && !(route in NOTHING_OF_A_TO_AIM_AT))).toEqual([]);
  });

  it('reaches its own organization the same ways (the refusals above are about A alone)', async () => {
    for (const [name, caller] of [
      ['session', bruno],
      ['bearer', brunoApi],
    ] as const) {
      const statuses = {
        name,
        organization: (await caller.api('GET', `/organizations/${b.org}/stats`)).status,
        role: (await caller.api('GET', `/roles/${b.role}/users`)).status,
        team: (await caller.api('PATCH', `/teams/${b.team}`, { json: { name: `Beta Time ${name}` } })).status,
        user: (await caller.api('GET', `/users/${b.user}/permissions`)).status,
        contacts: (await caller.api('GET', '/contacts')).status,
        apps: (await caller.api('GET', '/oauth/clients')).status,
      };
      expect(statuses).toEqual({
        name,
        organization: 200,
        role: 200,
        team: 200,
        user: 200,
        contacts: 200,
        apps: 200,
      });
    }
  });

  it("does not see A in its own lists, and B's data holds nothing of A", async () => {
    const organizations = await bruno.api('GET', '/organizations');
    expect(organizations.body.data.map((organization: { id: string }) => organization.id)).not.toContain(
      a.org,
    );
    const teamUsers = await bruno.api('GET', `/teams/${b.team}/users`);
    expect(teamUsers.body.data.map((user: { id: string }) => user.id)).not.toContain(a.user);
    const roleUsers = await bruno.api('GET', `/roles/${b.role}/users`);
    expect(roleUsers.body.data.map((user: { id: string }) => user.id)).not.toContain(a.user);
    const users = await bruno.api('GET', '/users');
    expect(users.body.data.map((user: { id: string }) => user.id)).toEqual([b.user]);
    const invitations = await bruno.api('GET', '/invitations');
    expect(invitations.body.data).toEqual([]);
  });
});
