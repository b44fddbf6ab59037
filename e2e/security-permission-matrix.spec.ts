// The permission matrix (ARCHITECTURE.md: permission flags are checked server-side). Every private
// route, as the services declare them and the gateway's table forwards them (none written down by
// hand), is classified once below: who may call it. Each runs as the organization's owner, as a
// member without permissions, as a member holding each single flag, and as another organization's
// owner; the answer must be the one the classification gives. A route without a classification,
// or a classification naming no route, fails the suite.
import { PERMISSION_FLAGS, type PermissionFlag } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { scopeRequirement } from '../gateway/src/auth/route-scopes.js';
import { createRouteResolver } from '../gateway/src/routing/resolve-route.js';
import type { Answer } from './support/api-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signedInWithOrganization } from './support/identity-stack.js';
import { invitedMember, memberWith, roleWith } from './support/organization-members.js';
import { gatewayApiRoutes, type DeclaredRoute, type RouteKey } from './support/route-catalogue.js';
import { concretePath, makeRouteTargets, methodOf, type RouteTargets } from './support/route-fixtures.js';

/** Who may call a route (spec: workspace §6, organization §6, envelopes §6). */
type Rule =
  /** Any member of the organization. */
  | { kind: 'member' }
  /** The caller's own account, settings or records (every member reaches their own). */
  | { kind: 'self' }
  /** The owner, or a member holding one of `flags`; 403 for the others. */
  | { kind: 'flags'; flags: PermissionFlag[] }
  /** The organization's owner only; 403 for members. */
  | { kind: 'owner' }
  /** A record its creator alone sees (the owner's here): 404 for every other member. */
  | { kind: 'own' }
  /** The envelope's sender: 403 without `flag`, 404 with it (another member's envelope is unknown). */
  | { kind: 'sender'; flag?: PermissionFlag }
  /** Reading an envelope and its files: its sender or a recipient; 404 for any other member. */
  | { kind: 'reader' }
  /** Only the person an envelope was sent to (the owner here); 404 for the others. */
  | { kind: 'addressee' }
  /** Only the invited person (none of the callers here): 403 or 404 for everyone. */
  | { kind: 'invitee' };

const member: Rule = { kind: 'member' };
const self: Rule = { kind: 'self' };
const owner: Rule = { kind: 'owner' };
const own: Rule = { kind: 'own' };
const reader: Rule = { kind: 'reader' };
const flags = (...granted: PermissionFlag[]): Rule => ({ kind: 'flags', flags: granted });
const sender = (flag?: PermissionFlag): Rule => ({ kind: 'sender', flag });

const SENDS = sender('send_envelopes');
const USERS = flags('manage_users');
const TEAMS = flags('manage_teams');
const TEAMS_READ = flags('manage_teams', 'manage_users');
const SETTINGS = flags('edit_organization');
const BILLING = flags('manage_billing');

const RULES: Record<RouteKey, Rule> = {
  // identity: the caller's own account.
  'GET /me': self,
  'PATCH /me': self,
  'GET /me/avatar': self,
  'POST /me/avatar': self,
  'POST /me/language': self,
  'PUT /me/password': self,
  'POST /me/resend-email-verification': self,
  'GET /onboardings': self,
  'PUT /onboardings': self,
  'GET /contacts': self,
  'POST /contacts': self,
  'GET /contacts/:id': own,
  'PUT /contacts/:id': own,
  'DELETE /contacts/:id': own,
  'GET /oauth/clients': self,
  'POST /oauth/clients': SETTINGS,
  'POST /oauth/clients/:id/refresh': own,
  'POST /oauth/clients/:id/deploy': own,
  'DELETE /oauth/clients/:id': own,
  // identity: organizations take their id from the path.
  'GET /organizations': self,
  'POST /organizations': self,
  'GET /organizations/:id': member,
  'PATCH /organizations/:id': owner,
  'DELETE /organizations/:id': owner,
  'GET /organizations/:id/stats': member,
  'GET /organizations/:id/logo': member,
  'POST /organizations/:id/logo': SETTINGS,
  'DELETE /organizations/:id/logo': SETTINGS,
  'GET /organizations/:id/theme': member,
  'PUT /organizations/:id/theme': SETTINGS,
  'DELETE /organizations/:id/theme': SETTINGS,
  'GET /organizations/invitations/:token': { kind: 'invitee' },
  'POST /organizations/invitations/:token': { kind: 'invitee' },
  // identity: users, roles, invitations (manage_users), teams (manage_teams; reading also manage_users).
  'GET /users': USERS,
  // Names, e-mails and avatars to pick from (share dialog, team and role pages).
  'GET /users/directory': member,
  'GET /users/:id': USERS,
  'DELETE /users/:id': USERS,
  'GET /users/:id/permissions': USERS,
  'PUT /users/:id/permissions': USERS,
  'POST /users/:id/owner': owner,
  'DELETE /users/:id/owner': owner,
  'GET /users/:id/avatar': member,
  'GET /roles': USERS,
  'POST /roles': USERS,
  'GET /roles/:id': USERS,
  'PATCH /roles/:id': USERS,
  'DELETE /roles/:id': USERS,
  'GET /roles/:id/users': USERS,
  'POST /roles/:id/users': USERS,
  'PUT /roles/:id/users': USERS,
  'DELETE /roles/:id/users/:userId': USERS,
  'GET /invitations': USERS,
  'POST /invitations': USERS,
  'POST /invitations/import': USERS,
  'POST /organizations/:id/invitations/import': USERS,
  'POST /invitations/:email/resend': USERS,
  'DELETE /invitations/:email': USERS,
  'GET /teams': TEAMS_READ,
  'POST /teams': TEAMS,
  'GET /teams/limits': TEAMS_READ,
  'GET /teams/:id': TEAMS_READ,
  'PATCH /teams/:id': TEAMS,
  'DELETE /teams/:id': TEAMS,
  'GET /teams/:id/users': TEAMS_READ,
  'POST /teams/:id/users': TEAMS,
  'PUT /teams/:id/users': TEAMS,
  'DELETE /teams/:id/users/:userId': TEAMS,
  // envelopes: lists are the caller's own; an envelope is its sender's (and its recipients' to read).
  'GET /envelopes': member,
  'POST /envelopes': flags('send_envelopes'),
  'GET /envelopes/inbox': member,
  'GET /envelopes/stats': member,
  'GET /envelopes/face-to-face': member,
  'POST /envelopes/inbox/:recipientId/token': { kind: 'addressee' },
  'GET /envelopes/:id': reader,
  'PATCH /envelopes/:id': SENDS,
  'DELETE /envelopes/:id': SENDS,
  'POST /envelopes/:id/copy': SENDS,
  'POST /envelopes/:id/send': SENDS,
  'POST /envelopes/:id/cancel': SENDS,
  'POST /envelopes/:id/renotify': SENDS,
  'GET /envelopes/:id/events': sender(),
  'GET /envelopes/:id/notes': sender(),
  'GET /envelopes/:id/download': reader,
  'GET /envelopes/:id/background-sheet/download': reader,
  'GET /envelopes/:id/documents/:document/display': reader,
  'POST /envelopes/:envelopeId/documents': SENDS,
  'DELETE /envelopes/:envelopeId/documents/:documentId': SENDS,
  'POST /envelopes/:envelopeId/documents/:documentId/fields': SENDS,
  'PATCH /envelopes/:envelopeId/documents/:documentId/fields/:fieldId': SENDS,
  'DELETE /envelopes/:envelopeId/documents/:documentId/fields/:fieldId': SENDS,
  'POST /envelopes/:envelopeId/documents/:documentId/contents': SENDS,
  'PATCH /envelopes/:envelopeId/documents/:documentId/contents/:contentId': SENDS,
  'POST /envelopes/:envelopeId/documents/:documentId/contents/:contentId': SENDS,
  'DELETE /envelopes/:envelopeId/documents/:documentId/contents/:contentId': SENDS,
  'GET /envelopes/:envelopeId/recipients': reader,
  'POST /envelopes/:envelopeId/recipients': SENDS,
  'PATCH /envelopes/:envelopeId/recipients/:recipientId': SENDS,
  'DELETE /envelopes/:envelopeId/recipients/:recipientId': SENDS,
  'POST /envelopes/:id/recipients/:recipientId/face-to-face-token': SENDS,
  // signing: the caller's own signature and initials images.
  'GET /signature-profiles/:kind/preview': self,
  'POST /signature-profiles/:kind': self,
  // storage: members keep files and folders (workspace §1); an item is its creator's (the owner
  // here) and the organization owner's, and reaches another member only shared with them.
  'GET /items': member,
  'POST /items': member,
  'GET /items/usage': member,
  'POST /items/upload': member,
  'GET /items/:id': own,
  'PATCH /items/:id': own,
  'DELETE /items/:id': own,
  'PUT /items/:id/move': own,
  'POST /items/:id/publish': own,
  'DELETE /items/:id/publish': own,
  'GET /items/:id/shares': own,
  'PUT /items/:id/shares': own,
  'DELETE /items/:id/shares': own,
  'GET /items/:id/download': own,
  'GET /published-items': member,
  // billing: the plan and credits every member's sidebar shows (envelopes §7: refreshed after send).
  'GET /subscription': member,
  // billing: the plan catalogue is no secret; what checkout needs is for those who pay (organization §6).
  'GET /plans': member,
  'GET /plans/:id/organizations/:organizationId': BILLING,
  // billing: paying, changing, cancelling, invoices and the card (organization §6: owner or manage_billing).
  'POST /plans/:id/subscriptions': BILLING,
  'PUT /subscription/subscribe': BILLING,
  'POST /subscription/reactivate': BILLING,
  'DELETE /subscription/cancel': BILLING,
  'GET /subscription/invoices': BILLING,
  'GET /subscription/invoices/pending': BILLING,
  'POST /subscription/invoices': BILLING,
  'POST /subscription/invoices/renew': BILLING,
  'DELETE /subscription/invoices': BILLING,
  'GET /subscription/invoices/:id/pdf': BILLING,
  'GET /subscription/credit-card-data': BILLING,
  'PUT /subscription/credit-card-data': BILLING,
  'DELETE /subscription/credit-card-data': BILLING,
  'GET /subscriptions': BILLING,
  'GET /subscriptions/:id': BILLING,
  'PUT /subscriptions/:id/change-plan': BILLING,
  // notifications: integrations are administrators-only (organization §6: "They require is_owner").
  'GET /organizations/integrations/webhooks': owner,
  'POST /organizations/integrations/webhooks': owner,
  'GET /organizations/integrations/webhooks/event-types': owner,
  'POST /organizations/integrations/webhooks/deliveries/:deliveryId/redeliver': owner,
  'GET /organizations/integrations/webhooks/:id': owner,
  'PATCH /organizations/integrations/webhooks/:id': owner,
  'DELETE /organizations/integrations/webhooks/:id': owner,
  'POST /organizations/integrations/webhooks/:id/rotate-secret': owner,
  'GET /organizations/integrations/webhooks/:id/deliveries': owner,
  'POST /organizations/integrations/webhooks/:id/test': owner,
  'GET /organizations/integrations/all': owner,
  'GET /organizations/integrations': owner,
  'POST /organizations/integrations': owner,
  'PATCH /organizations/integrations': owner,
  'DELETE /organizations/integrations/:id': owner,
  'POST /envelopes/integrations/login': owner,
};

const OLGA = { name: 'Olga Matriz', email: 'olga@matriz.example', password: 'Matriz-Dona-2026' };
const OTTO = { name: 'Otto Outra', email: 'otto@outra-matriz.example', password: 'Outra-Dona-2026' };
const ZE = { name: 'Zé Descartável', email: 'ze@matriz.example', password: 'Ze-Matriz-2026!' };
const account = (key: string) => ({
  name: `Membro ${key}`,
  email: `${key.replace(/_/g, '-')}@matriz.example`,
  password: `Matriz-${key}-2026`,
});

interface Caller {
  name: string;
  client: BrowserClient;
  /** null: the owner (every flag). */
  flags: PermissionFlag[] | null;
}

let stack: EnvelopeStack;
let routes: DeclaredRoute[];
let olga: BrowserClient;
let otto: BrowserClient;
let members: Caller[];
/** Organization A's records the routes' parameters take. */
let targets: RouteTargets;

beforeAll(async () => {
  stack = await startEnvelopeStack('security_matrix', { notificationsHttp: true });
  routes = gatewayApiRoutes(stack.apps, 'private');
  const matriz = await signedInWithOrganization(stack, OLGA, 'Matriz');
  olga = matriz.browser;
  ({ browser: otto } = await signedInWithOrganization(stack, OTTO, 'Outra Matriz'));
  // Ten people: more than the free plan's five users. Billing has no checkout route to buy the
  // Advanced plan (20 users) through, so its subscription is written as a payment would leave it.
  await stack.apps
    .billing!.get(DataSource)
    .query(
      `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, 'advanced', now())`,
      [matriz.organizationId],
    );
  // One member per single flag and one without any; Zé is the one the user routes aim at.
  const role = await roleWith(olga, 'Descartável', []);
  const [none, ze, ...single] = await Promise.all([
    memberWith(stack, olga, account('none'), []),
    invitedMember(stack, olga, ZE, role),
    ...PERMISSION_FLAGS.map((flag) => memberWith(stack, olga, account(flag), [flag])),
  ]);
  members = [
    { name: 'member without permissions', client: none!, flags: [] },
    ...PERMISSION_FLAGS.map((flag, index) => ({
      name: `member with ${flag}`,
      client: single[index]!,
      flags: [flag],
    })),
  ];

  targets = await makeRouteTargets(stack, olga, {
    role,
    user: (await ze!.api('GET', '/me')).body.id,
    ownerEmail: OLGA.email,
    domain: 'matriz.example',
  });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const hasIds = (route: DeclaredRoute) => route.key.includes(':');
/** Routes whose only id names the plan catalogue (the same for everyone), not one of A's records. */
const CATALOGUE_ROUTES: ReadonlySet<string> = new Set(['POST /plans/:id/subscriptions']);
const pathOf = (route: DeclaredRoute) => concretePath(targets, route);

type Outcome = 'pass' | 'pass-found' | 'forbidden' | 'hidden' | 'refused';

/** What the classification gives `flagsHeld` (null: the owner). */
function expected(rule: Rule, flagsHeld: PermissionFlag[] | null): Outcome {
  const isOwner = flagsHeld === null;
  const holds = (wanted: PermissionFlag[]) => isOwner || wanted.some((flag) => flagsHeld.includes(flag));
  switch (rule.kind) {
    case 'member':
    case 'self':
      return 'pass';
    case 'flags':
      return holds(rule.flags) ? 'pass' : 'forbidden';
    case 'owner':
      return isOwner ? 'pass' : 'forbidden';
    case 'own':
    case 'reader':
    case 'addressee':
      return isOwner ? 'pass-found' : 'hidden';
    case 'sender':
      if (isOwner) return 'pass-found';
      return rule.flag && !holds([rule.flag]) ? 'forbidden' : 'hidden';
    case 'invitee':
      return 'refused';
  }
}

const inShape = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';

/** Whether an answer is what `outcome` allows (a passing call may still be refused its input). */
function fits(outcome: Outcome, answer: Answer): boolean {
  const { status, body } = answer;
  if (status >= 500) return false;
  switch (outcome) {
    case 'pass':
      return status !== 401 && status !== 403;
    case 'pass-found':
      return status !== 401 && status !== 403 && status !== 404;
    case 'forbidden':
      return status === 403 && inShape(body);
    case 'hidden':
      return status === 404 && inShape(body);
    case 'refused':
      return (status === 403 || status === 404) && inShape(body);
  }
}

/** One answer the classification did not allow, as a line: route, caller, expected, answer. */
function miss(route: RouteKey, caller: string, outcome: string, answer: Answer): string {
  const body = answer.body as { code?: string; message?: string } | undefined;
  const said = Buffer.isBuffer(answer.body)
    ? '<binary>'
    : (body?.code ?? body?.message ?? JSON.stringify(body));
  return `${route} | ${caller} | expected ${outcome} | got ${answer.status} ${said}`;
}

/**
 * Valid input for the routes that read their input before looking the record up: with `{}` they
 * would answer 422 to anyone, which says nothing about who may reach the record.
 */
function validInput(route: RouteKey): { json: unknown; headers?: Record<string, string> } | undefined {
  const widgets = [{ page: 1, x_axis: 0.5, y_axis: 0.5, width: 0.3, height: 0.08 }];
  const content = {
    type: 'text',
    value: 'Nota',
    page: 1,
    x_axis: 0.5,
    y_axis: 0.5,
    width: 0.2,
    height: 0.05,
  };
  const inputs: Partial<Record<RouteKey, { json: unknown; headers?: Record<string, string> }>> = {
    'PUT /contacts/:id': { json: { name: 'Outro Nome', email: 'outro@matriz.example' } },
    'POST /envelopes/:id/copy': { json: { into: 'draft' } },
    'POST /envelopes/:envelopeId/recipients': {
      json: { type: 'signer', addressees: [{ value: 'novo@cliente-matriz.example', name: 'Novo' }] },
    },
    'POST /envelopes/:envelopeId/documents/:documentId/fields': {
      json: {
        recipient_id: targets.recipient,
        type: 'signature',
        title: 'Outra',
        is_required: true,
        widgets,
      },
    },
    'POST /envelopes/:envelopeId/documents/:documentId/contents': { json: content },
    'PATCH /items/:id': { json: { name: 'Outro nome.pdf' } },
    'PUT /items/:id/move': { json: { parent: null } },
    'PUT /items/:id/shares': { json: { users: [{ id: targets.user, permission: 'read' }] } },
    'DELETE /items/:id/shares': { json: { users: [targets.user] } },
    'POST /envelopes/:envelopeId/documents/:documentId/contents/:contentId': {
      json: { value: 'Outra nota' },
      headers: { 'x-http-method-override': 'PATCH' },
    },
  };
  return inputs[route];
}

const call = (client: BrowserClient, route: DeclaredRoute, organization?: string) => {
  const input = validInput(route.key);
  return client.api(methodOf(route), pathOf(route), {
    json: input?.json ?? (methodOf(route) === 'GET' ? undefined : {}),
    ...(input?.headers ? { headers: input.headers } : {}),
    ...(organization ? { organization } : {}),
  });
};

/** Runs `work` over `items`, `size` at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/**
 * Deletions last, the deepest first, and on each route the members before the owner: what the
 * owner removes (or a member allowed to) is gone only once nobody needs it any more.
 */
function runOrder(list: DeclaredRoute[]): DeclaredRoute[][] {
  const depth = (route: DeclaredRoute) => route.key.split('/').length;
  const deletions = list.filter((route) => methodOf(route) === 'DELETE');
  return [
    list.filter((route) => methodOf(route) !== 'DELETE'),
    ...[...new Set(deletions.map(depth))]
      .sort((a, b) => b - a)
      .map((level) => deletions.filter((route) => depth(route) === level)),
  ];
}

describe('the permission matrix over every private route', () => {
  it('classifies every private route the services declare, and nothing else', () => {
    const declared = routes.map((route) => route.key);
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((key) => !(key in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((key) => !declared.includes(key as RouteKey))).toEqual([]);
  });

  it('knows the API scope of every private route (third-party tokens need one per route)', () => {
    const resolve = createRouteResolver();
    const unscoped = routes.filter((route) => {
      const resolved = resolve(`/api${route.key.split(' ')[1]}`);
      return (
        resolved.kind !== 'api' ||
        scopeRequirement(methodOf(route), resolved.prefix, resolved.upstreamPath) === 'unclassified'
      );
    });
    expect(unscoped.map((route) => route.key)).toEqual([]);
  });

  // Before the matrix, whose allowed deletions would make A's ids unknown to anyone.
  it("refuses another organization's owner every route naming A, and every one of A's ids naming their own", async () => {
    const misses: string[] = [];
    await inBatches(routes, 6, async (route) => {
      const namingA = await call(otto, route, targets.organization);
      // A person's own list of organizations and a new one of theirs name no organization (spec
      // organization §7: every request except to organizations carries the header).
      if (route.key.endsWith(' /organizations')) return;
      if (![403, 404].includes(namingA.status) || !inShape(namingA.body))
        misses.push(miss(route.key, 'outsider naming A', 'refused', namingA));
      const rule = RULES[route.key];
      if (!hasIds(route) || rule?.kind === 'self' || CATALOGUE_ROUTES.has(route.key)) return;
      const ownOrganization = await call(otto, route);
      if (![400, 403, 404, 422].includes(ownOrganization.status) || !inShape(ownOrganization.body))
        misses.push(miss(route.key, "outsider naming B with A's ids", 'refused', ownOrganization));
    });
    expect(misses).toEqual([]);
  }, 300_000);

  it("answers the owner, a member without permissions and a member with each single flag as each route's rule says", async () => {
    const misses: string[] = [];
    const check = (route: DeclaredRoute, caller: Omit<Caller, 'client'>, answer: Answer) => {
      const outcome = expected(RULES[route.key]!, caller.flags);
      if (!fits(outcome, answer)) misses.push(miss(route.key, caller.name, outcome, answer));
    };
    const classified = routes.filter((route) => route.key in RULES);
    for (const phase of runOrder(classified)) {
      await inBatches(phase, 2, async (route) => {
        const answers = await Promise.all(members.map((caller) => call(caller.client, route)));
        answers.forEach((answer, index) => check(route, members[index]!, answer));
        check(route, { name: 'owner', flags: null }, await call(olga, route));
      });
    }
    expect(misses).toEqual([]);
  }, 300_000);
});
