// Every identity route through the gateway with a bearer token, as a developer app calls them: the
// token comes from /oidc/token by the client-credentials grant of a standard OAuth library
// (openid-client), and it acts as the app's owner inside the app's organization. The session
// cookie side of the same routes is identity-journey.spec.ts. The routes reached are recorded and
// compared, at the end, with the routes identity itself declares.
import * as oidc from 'openid-client';
import { BearerClient, oauthApp, type OAuthApp } from './support/bearer-client.js';
import type { BrowserClient } from './support/browser-client.js';
import {
  deliveredTo,
  signInBrowser,
  signUpThroughPages,
  startIdentityStack,
  type IdentityStack,
} from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { identityApiRoutes, RouteRecorder, type RouteKey } from './support/route-catalogue.js';

const OWNER = { name: 'Otávio Dono', email: 'otavio@nimbus.example', password: 'Nimbus-senha1' };
const BIA = { name: 'Bia Membro', email: 'bia@nimbus.example', password: 'Bia-senha-22' };
const NOT_A_MEMBER = { message: 'You do not belong to this organization.' };
const FLAGS = [
  'send_envelopes',
  'attach_organizations',
  'edit_organization',
  'manage_teams',
  'manage_users',
  'manage_billing',
] as const;
const allFlags = (value: boolean) => Object.fromEntries(FLAGS.map((flag) => [flag, value]));
const ISO_DATE = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const enc = encodeURIComponent;
const idsOf = (list: { data: Array<{ id: string }> }) => list.data.map((item) => item.id);

/**
 * Identity routes the app token does not take here, each with why. Everything else identity
 * declares must be reached by the bearer calls below.
 */
const NOT_EXERCISED: Partial<Record<RouteKey, string>> = {};

let stack: IdentityStack;
let owner: BrowserClient;
let ownerId: string;
let personalId: string;
let orgId: string;
let defaultRoleId: string;
let appId: string;
let app: OAuthApp;
let tokens: oidc.TokenEndpointResponse;
/** The app's calls, each noted against the route it reached. */
let api: RouteRecorder;
let financeRoleId: string;
let teamId: string;
let invitationToken: string;
let bia: BrowserClient;
let biaId: string;
let biaAvatar: Buffer;

beforeAll(async () => {
  stack = await startIdentityStack('bearer_routes');
  await signUpThroughPages(stack, OWNER);
  owner = await signInBrowser(stack, OWNER.email, OWNER.password);
  const me = await owner.api('GET', '/me');
  ownerId = me.body.id;
  personalId = me.body.personal_organization_id;

  const organization = await owner.api('POST', '/organizations', { json: { name: 'Nimbus' } });
  expect(organization.status).toBe(201);
  orgId = organization.body.id;
  defaultRoleId = organization.body.role.id;
  owner.organization = orgId;

  const created = await owner.api('POST', '/oauth/clients', {
    json: { name: 'Nimbus Sync', redirect: 'https://sync.nimbus.example/cb', confidential: true },
  });
  expect(created.status).toBe(201);
  appId = created.body.id;

  // The app as a third party runs it: discovery at <gateway>/oidc, then the client-credentials
  // grant. Its calls carry only the token: no cookie, no CSRF token, no X-Organization (the token
  // names its app's organization itself).
  app = await oauthApp(stack.url, appId, created.body.plain_secret);
  tokens = await oidc.clientCredentialsGrant(app.configuration);
  api = new RouteRecorder(
    new BearerClient(stack.url, tokens.access_token),
    identityApiRoutes(stack.identity.app),
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe('the developer app token', () => {
  it("is issued by the gateway's /oidc/token to openid-client's client-credentials grant", async () => {
    expect(app.configuration.serverMetadata().token_endpoint).toBe(`${stack.url}/oidc/token`);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeGreaterThan(0);
  });
});

describe('organizations with the app token', () => {
  it("lists only the app's organization, though its owner has a personal workspace too", async () => {
    const list = await api.api('GET', '/organizations');
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual([orgId]);
    expect(list.body.meta).toMatchObject({ current_page: 1, total: 1 });
    // The owner's own session still lists both.
    expect(idsOf((await owner.api('GET', '/organizations')).body).sort()).toEqual([orgId, personalId].sort());
  });

  it('may not create an organization', async () => {
    const created = await api.api('POST', '/organizations', { json: { name: 'Criada por app' } });
    expect(created.status).toBe(403);
    expect(created.body).toMatchObject(NOT_A_MEMBER);
    const form = new FormData();
    form.append('name', 'Criada por app');
    expect((await api.api('POST', '/organizations', { form })).status).toBe(403);
    expect((await owner.api('GET', '/organizations')).body.meta.total).toBe(2);
  });

  it('may not delete its organization, even with the owner’s password', async () => {
    const removed = await api.api('DELETE', `/organizations/${orgId}`, { json: { password: 'whatever' } });
    expect(removed.status).toBe(403);
    expect(removed.body).toMatchObject({ message: 'Only the owner, signed in, can delete an organization.' });
    expect((await owner.api('GET', `/organizations/${orgId}`)).status).toBe(200);
  });

  it('reads it (plain and extended) and renames it', async () => {
    const plain = await api.api('GET', `/organizations/${orgId}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      id: orgId,
      name: 'Nimbus',
      is_owner: true,
      is_personal: false,
      permissions: allFlags(true),
      role: { id: defaultRoleId, name: 'Usuário' },
    });
    expect(plain.body).not.toHaveProperty('stats');

    const extended = await api.api('GET', `/organizations/${orgId}?extended=true`);
    expect(extended.status).toBe(200);
    expect(extended.body.stats).toEqual({ users: 1, invitations: 0, storage: 0 });
    expect(extended.body.owners).toEqual([{ id: ownerId, name: OWNER.name, email: OWNER.email }]);

    const renamed = await api.api('PATCH', `/organizations/${orgId}`, { json: { name: 'Nimbus SA' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: orgId, name: 'Nimbus SA' });
    expect((await owner.api('GET', `/organizations/${orgId}`)).body.name).toBe('Nimbus SA');
  });

  it('uploads a logo, reads it back byte for byte, and deletes it', async () => {
    const png = pngImage(120, 40);
    const uploaded = await api.api('POST', `/organizations/${orgId}/logo`, {
      form: fileForm('logo', png, 'image/png', 'nimbus.png'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatch(new RegExp(`^${stack.url}/api/organizations/${orgId}/logo\\?v=`));

    const served = await api.api('GET', `/organizations/${orgId}/logo`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.isBuffer(served.body) && served.body.equals(png)).toBe(true);

    const removed = await api.api('DELETE', `/organizations/${orgId}/logo`);
    expect(removed.status).toBe(204);
    expect((await api.api('GET', `/organizations/${orgId}/logo`)).status).toBe(404);
    expect((await owner.api('GET', `/organizations/${orgId}`)).body.logo).toBeNull();
  });

  it('reads the default theme, saves six colours, and resets them', async () => {
    const initial = await api.api('GET', `/organizations/${orgId}/theme`);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      avatar_background_color: '#000000',
      avatar_text_color: '#ffffff',
      navbar_background_color: '#000000',
      navbar_text_color: '#ffffff',
      button_background_color: '#000000',
      button_text_color: '#ffffff',
      is_default: true,
    });
    const palette = {
      avatar_background_color: '#123456',
      avatar_text_color: '#fafafa',
      navbar_background_color: '#234567',
      navbar_text_color: '#f0f0f0',
      button_background_color: '#345678',
      button_text_color: '#0a0a0a',
    };
    const saved = await api.api('PUT', `/organizations/${orgId}/theme`, { json: palette });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(palette);
    expect((await owner.api('GET', `/organizations/${orgId}/theme`)).body).toEqual({
      ...palette,
      is_default: false,
    });

    const reset = await api.api('DELETE', `/organizations/${orgId}/theme`);
    expect(reset.status).toBe(204);
    expect((await api.api('GET', `/organizations/${orgId}/theme`)).body.is_default).toBe(true);
  });

  it('answers its stats', async () => {
    const stats = await api.api('GET', `/organizations/${orgId}/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ users: 1, invitations: 0, storage: 0 });
  });
});

describe('roles, teams and contacts with the app token', () => {
  it('creates, lists, reads and updates a role; the default role cannot be removed', async () => {
    const created = await api.api('POST', '/roles', {
      json: { name: 'Financeiro', manage_billing: true, send_envelopes: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: UUID,
      name: 'Financeiro',
      is_default: false,
      manage_billing: true,
      send_envelopes: true,
      manage_users: false,
      amount_users: 0,
    });
    financeRoleId = created.body.id;

    const found = await api.api('GET', '/roles?q=finan&page=1');
    expect(found.status).toBe(200);
    expect(idsOf(found.body)).toEqual([financeRoleId]);
    expect(found.body.meta).toMatchObject({ current_page: 1, total: 1 });

    const one = await api.api('GET', `/roles/${financeRoleId}?extended=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: financeRoleId, name: 'Financeiro', users: [] });

    const updated = await api.api('PATCH', `/roles/${financeRoleId}`, { json: { edit_organization: true } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: financeRoleId, edit_organization: true, manage_billing: true });

    const protectedRole = await api.api('DELETE', `/roles/${defaultRoleId}`);
    expect(protectedRole.status).toBe(403);
    expect(protectedRole.body.message).toBe('This function cannot be removed');
  });

  it('creates, lists, reads and renames a team', async () => {
    expect(await api.api('GET', '/teams/limits')).toMatchObject({ status: 200, body: { members: null } });
    const created = await api.api('POST', '/teams', { json: { name: 'Vendas' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: UUID, name: 'Vendas', users: [], amount_users: 0 });
    teamId = created.body.id;

    const list = await api.api('GET', '/teams?include=users-preview&q=ven&page=1');
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual([teamId]);
    expect(list.body.data[0]).toMatchObject({ users: [], amount_users: 0 });

    expect((await api.api('GET', `/teams/${teamId}`)).body).toMatchObject({ id: teamId, name: 'Vendas' });
    const renamed = await api.api('PATCH', `/teams/${teamId}`, { json: { name: 'Vendas Sul' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: teamId, name: 'Vendas Sul' });
  });

  it('creates, searches, reads, edits and deletes a contact', async () => {
    const created = await api.api('POST', '/contacts', {
      json: { name: '  Clara Nunes ', email: 'Clara@Example.com', phone: '+55 11 91234-5678' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: UUID,
      name: 'Clara Nunes',
      email: 'clara@example.com',
      phone: '+5511912345678',
    });
    const id = created.body.id;

    const found = await api.api('GET', '/contacts?q=clara&page=1');
    expect(found.status).toBe(200);
    expect(idsOf(found.body)).toEqual([id]);
    expect((await api.api('GET', `/contacts/${id}`)).body).toMatchObject({ id, name: 'Clara Nunes' });

    const edited = await api.api('PUT', `/contacts/${id}`, {
      json: { name: 'Clara N.', email: 'clara@example.com', phone: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'Clara N.', phone: null });

    const removed = await api.api('DELETE', `/contacts/${id}`);
    expect(removed.status).toBe(204);
    expect((await api.api('GET', `/contacts/${id}`)).status).toBe(404);
  });
});

describe('invitations with the app token', () => {
  it('invites by e-mail, and the invitation e-mail is delivered', async () => {
    const invited = await api.api('POST', '/invitations', {
      json: { emails: [BIA.email, 'not-an-address', OWNER.email], role: financeRoleId, teams: [teamId] },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({
      invited: [BIA.email],
      ignored: [OWNER.email],
      invalid: ['not-an-address'],
    });

    const mail = await deliveredTo(stack, BIA.email, 'organization_invitation_accept');
    const link = new URL(
      mail.links.find((candidate) => candidate.includes('organization_invitation_accept'))!,
    );
    invitationToken = link.searchParams.get('token')!;
    expect(invitationToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const pending = await api.api('GET', '/invitations?q=bia&page=1');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual([
      expect.objectContaining({ email: BIA.email, role_id: financeRoleId, is_expired: false }),
    ]);
    expect((await api.api('GET', `/organizations/${orgId}/stats`)).body).toMatchObject({ invitations: 1 });
  });

  it('imports a CSV, resends and deletes pending invitations', async () => {
    const csv = Buffer.from('email\ncaio@nimbus.example\ndora@nimbus.example\nbad-address\n');
    const imported = await api.api('POST', '/invitations/import', {
      form: fileForm('file', csv, 'text/csv', 'people.csv'),
    });
    expect(imported.status).toBe(200);
    expect([...imported.body.invited].sort()).toEqual(['caio@nimbus.example', 'dora@nimbus.example']);
    expect(imported.body.invalid).toContain('bad-address');

    const before = stack.smtp.messages.length;
    const resent = await api.api('POST', `/invitations/${enc('caio@nimbus.example')}/resend`);
    expect(resent.status).toBe(200);
    await deliveredTo(stack, 'caio@nimbus.example', 'organization_invitation_accept', before);

    for (const email of ['caio@nimbus.example', 'dora@nimbus.example']) {
      expect({ email, status: (await api.api('DELETE', `/invitations/${enc(email)}`)).status }).toEqual({
        email,
        status: 204,
      });
    }
    // The same import into the app's organization named in the path, then withdrawn.
    const intoPath = await api.api('POST', `/organizations/${orgId}/invitations/import`, {
      form: fileForm('file', Buffer.from('eva@nimbus.example\n'), 'text/plain', 'people.txt'),
    });
    expect(intoPath.body).toEqual({ invited: ['eva@nimbus.example'], ignored: [], invalid: [] });
    expect((await api.api('DELETE', `/invitations/${enc('eva@nimbus.example')}`)).status).toBe(204);
    const left = await api.api('GET', '/invitations');
    expect(left.body.data.map((invitation: { email: string }) => invitation.email)).toEqual([BIA.email]);
  });

  it('the invited person signs up and accepts with her session; she then appears among the users', async () => {
    await signUpThroughPages(stack, BIA);
    bia = await signInBrowser(stack, BIA.email, BIA.password);
    biaId = (await bia.api('GET', '/me')).body.id;
    const accepted = await bia.api('POST', `/organizations/invitations/${invitationToken}`);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ organization: { id: orgId, name: 'Nimbus SA' } });

    const users = await api.api('GET', '/users');
    expect(users.status).toBe(200);
    expect(users.body.meta).toMatchObject({ current_page: 1, total: 2 });
    const directory = await api.api('GET', '/users/directory');
    expect(directory.status).toBe(200);
    expect(directory.body.meta).toMatchObject({ total: 2 });
    expect(users.body.data.find((user: { id: string }) => user.id === biaId)).toMatchObject({
      email: BIA.email,
      is_owner: false,
      role: { id: financeRoleId },
      teams: [expect.objectContaining({ id: teamId })],
    });
    expect((await api.api('GET', '/invitations')).body.data).toEqual([]);
  });

  it("may not validate nor accept an invitation addressed to its owner: that is the owner's to do", async () => {
    // Bia, in an organization of her own, invites the app's owner.
    const own = await bia.api('POST', '/organizations', { json: { name: 'Bia Consultoria' } });
    expect(own.status).toBe(201);
    bia.organization = own.body.id as string;
    const biaRole = (await bia.api('GET', '/roles')).body.data[0].id;
    const invited = await bia.api('POST', '/invitations', { json: { emails: [OWNER.email], role: biaRole } });
    expect(invited.body.invited).toEqual([OWNER.email]);
    const mail = await deliveredTo(stack, OWNER.email, 'organization_invitation_accept');
    const token = new URL(
      mail.links.find((candidate) => candidate.includes('organization_invitation_accept'))!,
    ).searchParams.get('token')!;

    const accept = await api.api('POST', `/organizations/invitations/${token}`);
    expect(accept.status).toBe(403);
    expect(accept.body).toMatchObject(NOT_A_MEMBER);
    const view = await api.api('GET', `/organizations/invitations/${token}`);
    expect(view.status).toBe(403);
    expect(view.body).toMatchObject(NOT_A_MEMBER);

    // Nothing was accepted: the owner's session still finds the invitation open and is no member.
    const preview = await owner.api('GET', `/organizations/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email: OWNER.email, organization: { id: bia.organization } });
    expect(idsOf((await owner.api('GET', '/organizations')).body)).not.toContain(bia.organization);
  });
});

describe('users, role members and team members with the app token', () => {
  it('reads a user and their permissions, and moves them to another role', async () => {
    const found = await api.api('GET', '/users?q=bia&page=1');
    expect(found.status).toBe(200);
    expect(idsOf(found.body)).toEqual([biaId]);

    const one = await api.api('GET', `/users/${biaId}?extended=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: biaId, name: BIA.name, email: BIA.email, is_owner: false });

    const permissions = await api.api('GET', `/users/${biaId}/permissions`);
    expect(permissions.status).toBe(200);
    expect(permissions.body).toEqual({
      user_id: biaId,
      is_owner: false,
      role: { id: financeRoleId, name: 'Financeiro', is_default: false },
      permissions: {
        ...allFlags(false),
        send_envelopes: true,
        manage_billing: true,
        edit_organization: true,
      },
    });

    const moved = await api.api('PUT', `/users/${biaId}/permissions`, { json: { role: defaultRoleId } });
    expect(moved.status).toBe(200);
    expect((await api.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);
  });

  it("serves a member's avatar", async () => {
    biaAvatar = pngImage(40, 40);
    const uploaded = await bia.api('POST', '/me/avatar', {
      form: fileForm('avatar', biaAvatar, 'image/png', 'bia.png'),
    });
    expect(uploaded.status).toBe(200);
    const picture = await api.api('GET', `/users/${biaId}/avatar`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.isBuffer(picture.body) && picture.body.equals(biaAvatar)).toBe(true);
  });

  it('adds, lists, replaces and removes the users of a role', async () => {
    const added = await api.api('POST', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: financeRoleId, amount_users: 1 });

    const members = await api.api('GET', `/roles/${financeRoleId}/users`);
    expect(members.status).toBe(200);
    expect(idsOf(members.body)).toEqual([biaId]);

    const replaced = await api.api('PUT', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: financeRoleId, amount_users: 1 });

    const removed = await api.api('DELETE', `/roles/${financeRoleId}/users/${biaId}`);
    expect(removed.status).toBe(204);
    expect((await api.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);
  });

  it('grants and revokes ownership', async () => {
    const granted = await api.api('POST', `/users/${biaId}/owner`);
    expect(granted.status).toBe(200);
    expect((await owner.api('GET', `/users/${biaId}`)).body.is_owner).toBe(true);
    const revoked = await api.api('DELETE', `/users/${biaId}/owner`);
    expect(revoked.status).toBe(200);
    expect((await owner.api('GET', `/users/${biaId}`)).body.is_owner).toBe(false);
  });

  it('replaces, adds, lists and removes the users of a team', async () => {
    const replaced = await api.api('PUT', `/teams/${teamId}/users`, { json: { users: [ownerId] } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: teamId, amount_users: 1 });

    const added = await api.api('POST', `/teams/${teamId}/users`, { json: { users: [biaId] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: teamId, amount_users: 2 });

    const members = await api.api('GET', `/teams/${teamId}/users`);
    expect(members.status).toBe(200);
    expect(idsOf(members.body).sort()).toEqual([ownerId, biaId].sort());

    const removed = await api.api('DELETE', `/teams/${teamId}/users/${biaId}`);
    expect(removed.status).toBe(204);
    expect(idsOf((await api.api('GET', `/teams/${teamId}/users`)).body)).toEqual([ownerId]);
  });

  it('removes a role (its users go to the default role), a team and a member', async () => {
    await api.api('POST', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } });
    const roleRemoved = await api.api('DELETE', `/roles/${financeRoleId}`);
    expect(roleRemoved.status).toBe(204);
    expect((await api.api('GET', `/roles/${financeRoleId}`)).status).toBe(404);
    expect((await api.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);

    const teamRemoved = await api.api('DELETE', `/teams/${teamId}`);
    expect(teamRemoved.status).toBe(204);
    expect((await api.api('GET', `/teams/${teamId}`)).status).toBe(404);

    const userRemoved = await api.api('DELETE', `/users/${biaId}`);
    expect(userRemoved.status).toBe(204);
    expect(idsOf((await api.api('GET', '/users')).body)).toEqual([ownerId]);
  });
});

describe("the owner's profile, onboarding and developer apps with the app token", () => {
  it('reads and updates the profile of the app’s owner', async () => {
    const me = await api.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: ownerId,
      email: OWNER.email,
      email_verified: true,
      organization: { id: orgId, name: 'Nimbus SA', is_personal: false },
      is_owner: true,
      permissions: allFlags(true),
    });

    const updated = await api.api('PATCH', '/me', {
      json: { name: 'Otávio D. Dono', phone: '+55 21 98765-4321', cpf: '52998224725' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: ownerId,
      name: 'Otávio D. Dono',
      phone: '+5521987654321',
      cpf: '52998224725',
    });
    expect((await owner.api('GET', '/me')).body.name).toBe('Otávio D. Dono');
  });

  it('uploads and reads back the owner’s avatar, and sets the language', async () => {
    const avatar = pngImage(56, 56);
    const uploaded = await api.api('POST', '/me/avatar', {
      form: fileForm('avatar', avatar, 'image/png', 'me.png'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.avatar).toMatch(new RegExp(`^${stack.url}/api/me/avatar\\?v=`));
    const served = await api.api('GET', '/me/avatar');
    expect(served.status).toBe(200);
    expect(Buffer.isBuffer(served.body) && served.body.equals(avatar)).toBe(true);

    const language = await api.api('POST', '/me/language', { json: { lang: 'es' } });
    expect(language.status).toBe(200);
    expect((await owner.api('GET', '/me')).body.lang).toBe('es');
  });

  it('asks for a verification e-mail for an address already verified and is told so', async () => {
    const resend = await api.api('POST', '/me/resend-email-verification');
    expect(resend.status).toBe(422);
    expect(resend.body.message).toBe('Your email address is already verified.');
  });

  it('keeps onboarding settings as a map', async () => {
    const empty = await api.api('GET', '/onboardings');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ settings: {} });
    const saved = await api.api('PUT', '/onboardings', { json: { settings: { tour_done: true, step: 2 } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ settings: { tour_done: true, step: 2 } });
    expect((await owner.api('GET', '/onboardings')).body).toEqual({ settings: { tour_done: true, step: 2 } });
  });

  it("lists the owner's developer apps, creates, refreshes, publishes and deletes another", async () => {
    const list = await api.api('GET', '/oauth/clients');
    expect(list.status).toBe(200);
    const listed = (list.body.data ?? list.body) as Array<Record<string, unknown>>;
    expect(listed.map((app) => app.id)).toEqual([appId]);
    expect(listed[0]).toMatchObject({ name: 'Nimbus Sync', is_confidential: true });
    expect(listed[0]).not.toHaveProperty('plain_secret');

    const created = await api.api('POST', '/oauth/clients', {
      json: { name: 'Nimbus Relatórios', redirect: 'reports.nimbus.example/cb', confidential: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nimbus Relatórios',
      redirect: 'https://reports.nimbus.example/cb',
      is_sandbox: true,
      plain_secret: expect.any(String),
    });
    const second = created.body.id as string;

    const refreshed = await api.api('POST', `/oauth/clients/${second}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.plain_secret).toEqual(expect.any(String));
    expect(refreshed.body.plain_secret).not.toBe(created.body.plain_secret);

    const deployed = await api.api('POST', `/oauth/clients/${second}/deploy`);
    expect(deployed.status).toBe(200);
    expect(deployed.body).toMatchObject({ id: second, is_sandbox: false, published_at: ISO_DATE });

    const removed = await api.api('DELETE', `/oauth/clients/${second}`);
    expect(removed.status).toBe(204);
    const after = await api.api('GET', '/oauth/clients');
    expect(((after.body.data ?? after.body) as Array<{ id: string }>).map((app) => app.id)).toEqual([appId]);
  });

  it("changes the owner's password only with the current one; the new one signs in on the pages", async () => {
    const wrong = await api.api('PUT', '/me/password', {
      json: { current_password: 'Wrong-pass1', password: 'Nimbus-nova2' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['current_password']);
    const changed = await api.api('PUT', '/me/password', {
      json: { current_password: OWNER.password, password: 'Nimbus-nova2' },
    });
    expect(changed.status).toBe(204);
    const again = await signInBrowser(stack, OWNER.email, 'Nimbus-nova2');
    expect((await again.api('GET', '/me')).body.id).toBe(ownerId);
  });
});

describe('coverage', () => {
  it('reached every identity API route with the app token, except the ones set aside above', () => {
    const missing = api.missing().filter((route) => !(route in NOT_EXERCISED));
    expect(missing).toEqual([]);
    // What is set aside is a real route, so the list cannot hide a typo; and the catalogue is
    // identity's API as the gateway forwards it (the /oidc pages are not API routes).
    const declared = identityApiRoutes(stack.identity.app);
    expect(Object.keys(NOT_EXERCISED).filter((route) => !declared.includes(route as RouteKey))).toEqual([]);
    expect(declared).toEqual(
      expect.arrayContaining(['GET /me', 'POST /invitations/import', 'DELETE /roles/:id/users/:userId']),
    );
    expect(declared.filter((route) => route.includes('/oidc'))).toEqual([]);
  });
});
