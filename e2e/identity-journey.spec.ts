// A person's whole way through the identity capability, as the SPA drives it through the gateway:
// sign-up on the real pages, the verification e-mail really delivered over SMTP, the organization
// and workspace calls with the session cookie (and its CSRF token), an invitation e-mail to a
// second person who signs up and accepts it, and sign-out.
import { BrowserClient } from './support/browser-client.js';
import {
  deliveredTo,
  signInBrowser,
  signInThroughPages,
  signUpThroughPages,
  startIdentityStack,
  type IdentityStack,
  type SignedUp,
} from './support/identity-stack.js';
import { fileForm, pngImage } from './support/png-image.js';
import { identityApiRoutes, RouteLog } from './support/route-catalogue.js';

const ANA = { name: 'Ana Souza', email: 'ana.souza@example.com', password: 'Segredo-forte9' };
const BIA = { name: 'Bia Lima', email: 'bia.lima@example.com', password: 'Outra-senha9' };
const NOT_VERIFIED = { message: 'Your email address is not verified', code: 'auth.email_not_verified' };
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
const emptyLinks = { next: null, prev: null };

let stack: IdentityStack;
let signedUp: SignedUp;
let ana: BrowserClient;
let anaId: string;
let personalId: string;
let acmeId: string;
let defaultRoleId: string;
let financeRoleId: string;
let salesTeamId: string;
let bia: BrowserClient;
let biaId: string;
/** The signed-in browsers' calls, each noted against the identity route it reached. */
let routes: RouteLog;

beforeAll(async () => {
  stack = await startIdentityStack('journey');
  routes = new RouteLog(identityApiRoutes(stack.identity.app));
});

afterAll(async () => {
  await stack?.stop();
});

const idsOf = (list: { data: Array<{ id: string }> }) => list.data.map((item) => item.id);

describe('sign-up and e-mail verification', () => {
  it('signs up on the real page; the worker delivers the verification e-mail with its link over SMTP', async () => {
    signedUp = await signUpThroughPages(stack, ANA, { verify: false });
    expect(signedUp.message.to).toEqual([ANA.email]);
    expect(signedUp.message.subject).toBe('Confirme seu e-mail no Rubrica');
    expect(signedUp.message.text).toContain('Ana Souza');
    expect(signedUp.verificationLink).toMatch(
      new RegExp(`^${stack.url.replace(/\./g, '\\.')}/oidc/verify-email\\?token=[A-Za-z0-9_-]{32,}$`),
    );
  });

  it('before verifying, /api/me and a new verification e-mail work and everything else is 403', async () => {
    ana = routes.watch(await signInBrowser(stack, ANA.email, ANA.password));
    const me = await ana.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: UUID,
      name: ANA.name,
      email: ANA.email,
      email_verified: false,
      registration_completed: true,
      lang: 'pt-BR',
      personal_organization_id: UUID,
    });
    anaId = me.body.id;
    personalId = me.body.personal_organization_id;

    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/organizations'],
      ['POST', '/organizations'],
      ['GET', '/contacts'],
      ['PATCH', '/me'],
    ] as const) {
      const refused = await ana.api(method, path, method === 'GET' ? {} : { json: { name: 'X' } });
      expect({ method, path, status: refused.status, body: refused.body }).toEqual({
        method,
        path,
        status: 403,
        body: NOT_VERIFIED,
      });
    }

    const before = stack.smtp.messages.length;
    const resend = await ana.api('POST', '/me/resend-email-verification');
    expect(resend.status).toBe(204);
    const again = await deliveredTo(stack, ANA.email, '/oidc/verify-email', before);
    expect(again.links.find((link) => link.includes('/oidc/verify-email'))).not.toBe(
      signedUp.verificationLink,
    );
  });

  it('follows the link from the delivered e-mail; the gateway lets the account in within its 10 s cache', async () => {
    expect(await signedUp.verify()).toBe(200);
    // The gateway may keep its answer about the user for up to 10 s (identity design).
    const deadline = Date.now() + 12_000;
    let organizations = await ana.api('GET', '/organizations');
    while (organizations.status === 403 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      organizations = await ana.api('GET', '/organizations');
    }
    expect(organizations.status).toBe(200);
    expect(organizations.body.data).toEqual([
      expect.objectContaining({ id: personalId, name: ANA.name, is_personal: true, is_owner: true }),
    ]);
    expect((await ana.api('GET', '/me')).body.email_verified).toBe(true);
    // A used link is dead.
    expect(await signedUp.verify()).toBe(410);
  });
});

describe('signing in from the SPA', () => {
  it('sends the browser back to the continue address after sign-in, only when it is one of ours', async () => {
    const back = await signInThroughPages(stack, ANA.email, ANA.password, '/account/users?tab=pending');
    expect(back.landedAt.href).toBe(`${stack.url}/account/users?tab=pending`);
    // Anywhere else, the SPA's home instead.
    for (const elsewhere of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example']) {
      const away = await signInThroughPages(stack, ANA.email, ANA.password, elsewhere);
      expect(away.landedAt.href).toBe(`${stack.url}/business/dashboard`);
    }
  });

  it('answers 401 without a session, and refuses a wrong password on the login page', async () => {
    const anonymous = new BrowserClient(stack.url);
    const answer = await anonymous.api('GET', '/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'Unauthenticated.' });
    await expect(signInBrowser(stack, ANA.email, 'Wrong-pass1')).rejects.toThrow(/did not open a session/);
  });

  it('holds back an account whose registration is incomplete until PATCH /api/me completes it', async () => {
    const caio = { name: 'Caio Prado', email: 'caio.prado@example.com', password: 'Caio-senha1' };
    await signUpThroughPages(stack, caio);
    // Sign-up completes the registration; older accounts may lack it (the CPF, for instance).
    await stack.identity.dataSource.query(
      'UPDATE users SET registration_completed_at = NULL WHERE email = $1',
      [caio.email],
    );
    const browser = await signInBrowser(stack, caio.email, caio.password);
    const me = await browser.api('GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email_verified: true, registration_completed: false });
    for (const [method, path] of [
      ['GET', '/organizations'],
      ['GET', '/contacts'],
      ['PUT', '/onboardings'],
    ] as const) {
      const refused = await browser.api(method, path, method === 'GET' ? {} : { json: { settings: {} } });
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 403,
        body: { message: 'You must complete your registration', code: 'auth.registration_incomplete' },
      });
    }
    const completed = await browser.api('PATCH', '/me', { json: { cpf: '11144477735' } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ registration_completed: true, cpf: '11144477735' });
  });
});

describe('organizations', () => {
  it('creates one from the multipart form the SPA sends; the creator owns it with every flag', async () => {
    const form = new FormData();
    form.append('name', 'Acme Ltda');
    const created = await ana.api('POST', '/organizations', { form });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: UUID,
      name: 'Acme Ltda',
      logo: null,
      is_owner: true,
      is_personal: false,
      permissions: allFlags(true),
      role: { id: UUID, name: 'Usuário', is_default: true },
      style: { navbar_background_color: '#000000', navbar_text_color: '#ffffff' },
    });
    acmeId = created.body.id;
    defaultRoleId = created.body.role.id;
    ana.organization = acmeId;

    const invalid = await ana.api('POST', '/organizations', { json: { name: 'x'.repeat(51) } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ name: ['The name may not be greater than 50 characters.'] });
  });

  it('refuses state-changing calls made with the session cookie but without the CSRF token', async () => {
    const missing = await ana.api('PATCH', `/organizations/${acmeId}`, {
      json: { name: 'Hijacked' },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ message: 'Invalid CSRF token.' });
    const wrong = await ana.api('POST', '/contacts', {
      json: { name: 'Eve', email: 'eve@example.com' },
      csrf: false,
      headers: { 'x-csrf-token': 'not-the-token' },
    });
    expect(wrong.status).toBe(403);
    const foreign = await ana.api('DELETE', `/organizations/${acmeId}/theme`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    // Reads need no token, and nothing above changed anything.
    const acme = await ana.api('GET', `/organizations/${acmeId}`);
    expect(acme.status).toBe(200);
    expect(acme.body.name).toBe('Acme Ltda');
    expect((await ana.api('GET', '/contacts')).body.meta.total).toBe(0);
  });

  it('lists, reads (plain and extended), renames, and answers stats', async () => {
    const list = await ana.api('GET', '/organizations');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ links: emptyLinks, meta: { current_page: 1, total: 2 } });
    expect(idsOf(list.body).sort()).toEqual([acmeId, personalId].sort());

    const plain = await ana.api('GET', `/organizations/${acmeId}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id: acmeId, is_owner: true });
    expect(plain.body).not.toHaveProperty('stats');
    const extended = await ana.api('GET', `/organizations/${acmeId}?extended=true`);
    expect(extended.body.stats).toEqual({ users: 1, invitations: 0, storage: 0 });
    expect(extended.body.owners).toEqual([{ id: anaId, name: ANA.name, email: ANA.email }]);

    const renamed = await ana.api('PATCH', `/organizations/${acmeId}`, { json: { name: 'Acme' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: acmeId, name: 'Acme' });
    expect((await ana.api('GET', `/organizations/${acmeId}`)).body.name).toBe('Acme');

    const stats = await ana.api('GET', `/organizations/${acmeId}/stats`);
    expect(stats.status).toBe(200);
    // Storage answers 0 while the storage service does not answer.
    expect(stats.body).toMatchObject({ users: 1, invitations: 0, storage: 0 });
  });

  it('stores a logo, serves it back through the gateway at the address it gave, and deletes it', async () => {
    const png = pngImage(190, 33);
    const uploaded = await ana.api('POST', `/organizations/${acmeId}/logo`, {
      form: fileForm('logo', png, 'image/png', 'logo.png'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logo).toMatch(new RegExp(`^${stack.url}/api/organizations/${acmeId}/logo\\?v=`));

    const served = await ana.request(uploaded.body.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // The same picture as an API call (credentials by cookie) rather than an <img> address.
    const called = await ana.api('GET', `/organizations/${acmeId}/logo`);
    expect(called.status).toBe(200);
    expect(Buffer.isBuffer(called.body) && called.body.equals(png)).toBe(true);

    const removed = await ana.api('DELETE', `/organizations/${acmeId}/logo`);
    expect(removed.status).toBe(204);
    expect((await ana.api('GET', `/organizations/${acmeId}`)).body.logo).toBeNull();
    expect((await ana.api('GET', `/organizations/${acmeId}/logo`)).status).toBe(404);
  });

  it('answers the default theme, saves six colours, and resets them', async () => {
    const initial = await ana.api('GET', `/organizations/${acmeId}/theme`);
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
      avatar_background_color: '#112233',
      avatar_text_color: '#fefefe',
      navbar_background_color: '#445566',
      navbar_text_color: '#eeeeee',
      button_background_color: '#778899',
      button_text_color: '#010101',
    };
    const saved = await ana.api('PUT', `/organizations/${acmeId}/theme`, { json: palette });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(palette);
    expect((await ana.api('GET', `/organizations/${acmeId}/theme`)).body).toEqual({
      ...palette,
      is_default: false,
    });
    expect((await ana.api('GET', `/organizations/${acmeId}`)).body.style.navbar_background_color).toBe(
      '#445566',
    );
    expect((await ana.api('DELETE', `/organizations/${acmeId}/theme`)).status).toBe(204);
    expect((await ana.api('GET', `/organizations/${acmeId}/theme`)).body.is_default).toBe(true);
  });
});

describe('roles and teams', () => {
  it('creates a role with flags, lists, reads, updates it; the default role cannot be removed', async () => {
    const created = await ana.api('POST', '/roles', {
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

    const list = await ana.api('GET', '/roles?q=finan&page=1');
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual([financeRoleId]);
    const all = await ana.api('GET', '/roles');
    expect(all.body.meta.total).toBe(2);

    const one = await ana.api('GET', `/roles/${financeRoleId}?extended=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: financeRoleId, name: 'Financeiro', users: [] });

    const updated = await ana.api('PATCH', `/roles/${financeRoleId}`, { json: { edit_organization: true } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ edit_organization: true, manage_billing: true });

    const protectedRole = await ana.api('DELETE', `/roles/${defaultRoleId}`);
    expect(protectedRole.status).toBe(403);
    expect(protectedRole.body.message).toBe('This function cannot be removed');
    expect((await ana.api('POST', '/roles', { json: {} })).body.errors).toEqual({
      name: ['The name field is required.'],
    });
  });

  it('creates a team, lists it with the users preview, reads, renames it', async () => {
    // The free plan sets no cap on a team's people.
    expect(await ana.api('GET', '/teams/limits')).toMatchObject({ status: 200, body: { members: null } });
    const created = await ana.api('POST', '/teams', { json: { name: 'Vendas' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: UUID,
      name: 'Vendas',
      users: [],
      amount_users: 0,
      created_at: ISO_DATE,
    });
    salesTeamId = created.body.id;

    const list = await ana.api('GET', '/teams?include=users-preview&q=ven&page=1');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ links: emptyLinks, meta: { current_page: 1, total: 1 } });
    expect(idsOf(list.body)).toEqual([salesTeamId]);

    expect((await ana.api('GET', `/teams/${salesTeamId}`)).body).toMatchObject({
      id: salesTeamId,
      name: 'Vendas',
    });
    const renamed = await ana.api('PATCH', `/teams/${salesTeamId}`, { json: { name: 'Vendas Sul' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Vendas Sul');
    expect((await ana.api('POST', '/teams', { json: { name: ' ' } })).status).toBe(422);
  });
});

describe('contacts, profile, onboarding, developer apps', () => {
  it('creates, searches, reads, edits and deletes a contact', async () => {
    const created = await ana.api('POST', '/contacts', {
      json: { name: '  Carla Dias ', email: 'Carla@Example.com', phone: '+55 11 91234-5678' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: UUID,
      name: 'Carla Dias',
      email: 'carla@example.com',
      phone: '+5511912345678',
      created_at: ISO_DATE,
      updated_at: ISO_DATE,
    });
    const id = created.body.id;
    const invalid = await ana.api('POST', '/contacts', { json: { name: 'No Mail', email: 'nope' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ email: ['The email must be a valid email address.'] });

    const found = await ana.api('GET', '/contacts?q=carla&page=1');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ links: emptyLinks, meta: { current_page: 1, total: 1 } });
    expect(idsOf(found.body)).toEqual([id]);
    expect((await ana.api('GET', '/contacts?q=nobody')).body.data).toEqual([]);
    expect((await ana.api('GET', `/contacts/${id}`)).body).toMatchObject({ id, name: 'Carla Dias' });

    const edited = await ana.api('PUT', `/contacts/${id}`, {
      json: { name: 'Carla D.', email: 'carla@example.com', phone: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'Carla D.', phone: null });

    expect((await ana.api('DELETE', `/contacts/${id}`)).status).toBe(204);
    expect((await ana.api('GET', `/contacts/${id}`)).status).toBe(404);
  });

  it('updates the profile, avatar and language, and changes the password', async () => {
    const missingCpf = await ana.api('PATCH', '/me', { json: { name: 'Ana S.' } });
    expect(missingCpf.status).toBe(422);
    expect(missingCpf.body.errors).toEqual({ cpf: ['The cpf field is required.'] });

    const updated = await ana.api('PATCH', '/me', {
      json: { name: 'Ana S. Souza', phone: '+55 21 98765-4321', cpf: '52998224725' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: anaId,
      name: 'Ana S. Souza',
      phone: '+5521987654321',
      cpf: '52998224725',
      organization: { id: acmeId, name: 'Acme', is_personal: false },
      is_owner: true,
      permissions: allFlags(true),
    });

    const avatar = pngImage(64, 64);
    const uploaded = await ana.api('POST', '/me/avatar', {
      form: fileForm('avatar', avatar, 'image/png', 'me.png'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.avatar).toMatch(new RegExp(`^${stack.url}/api/me/avatar\\?v=`));
    const served = await ana.request(uploaded.body.avatar);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(avatar)).toBe(true);
    const called = await ana.api('GET', '/me/avatar');
    expect(called.status).toBe(200);
    expect(Buffer.isBuffer(called.body) && called.body.equals(avatar)).toBe(true);
    const notSquare = await ana.api('POST', '/me/avatar', {
      form: fileForm('avatar', pngImage(64, 32), 'image/png', 'wide.png'),
    });
    expect(notSquare.status).toBe(422);

    const language = await ana.api('POST', '/me/language', { json: { lang: 'en' } });
    expect(language.status).toBe(200);
    expect((await ana.api('GET', '/me')).body.lang).toBe('en');
    expect((await ana.api('POST', '/me/language', { json: { lang: 'fr' } })).status).toBe(422);

    const wrongCurrent = await ana.api('PUT', '/me/password', {
      json: { current_password: 'Wrong-pass1', password: 'Nova-senha1' },
    });
    expect(wrongCurrent.status).toBe(422);
    expect(Object.keys(wrongCurrent.body.errors)).toEqual(['current_password']);
    const weak = await ana.api('PUT', '/me/password', {
      json: { current_password: ANA.password, password: 'alllowercase1' },
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
    const changed = await ana.api('PUT', '/me/password', {
      json: { current_password: ANA.password, password: 'Nova-senha1' },
    });
    expect(changed.status).toBe(204);
    ANA.password = 'Nova-senha1';
    // Every session of the user ends with the change, this one too (within a few attempts:
    // identity's revocation event reaches the gateway through its outbox) ...
    let status = 200;
    for (let attempt = 0; attempt < 40 && status !== 401; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await ana.api('GET', '/me')).status;
    }
    expect(status).toBe(401);
    // ... and the new password signs in through the real pages, where the journey goes on.
    const again = routes.watch(await signInBrowser(stack, ANA.email, ANA.password));
    again.organization = ana.organization;
    expect((await again.api('GET', '/me')).body.id).toBe(anaId);
    ana = again;
  });

  it('keeps onboarding settings as a map', async () => {
    const empty = await ana.api('GET', '/onboardings');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ settings: {} });
    const saved = await ana.api('PUT', '/onboardings', { json: { settings: { tour_done: true, step: 3 } } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ settings: { tour_done: true, step: 3 } });
    expect((await ana.api('GET', '/onboardings')).body).toEqual({ settings: { tour_done: true, step: 3 } });
    expect((await ana.api('PUT', '/onboardings', { json: {} })).status).toBe(422);
  });

  it('creates, lists, refreshes, publishes and deletes a developer app', async () => {
    const created = await ana.api('POST', '/oauth/clients', {
      json: { name: 'Integração ERP', redirect: 'erp.example.com/callback', confidential: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: 'Integração ERP',
      redirect: 'https://erp.example.com/callback',
      is_confidential: true,
      is_sandbox: true,
      published_at: null,
      plain_secret: expect.stringMatching(/^.{32,}$/),
    });
    const id = created.body.id;
    const sevenDays = Date.parse(created.body.expires_at) - Date.parse(created.body.created_at);
    expect(sevenDays).toBe(7 * 24 * 3600 * 1000);

    const list = await ana.api('GET', '/oauth/clients');
    expect(list.status).toBe(200);
    const listed = (list.body.data ?? list.body) as Array<Record<string, unknown>>;
    expect(listed.map((app) => app.id)).toEqual([id]);
    expect(listed[0]).not.toHaveProperty('plain_secret');

    const refreshed = await ana.api('POST', `/oauth/clients/${id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.plain_secret).toEqual(expect.any(String));
    expect(refreshed.body.plain_secret).not.toBe(created.body.plain_secret);

    const deployed = await ana.api('POST', `/oauth/clients/${id}/deploy`);
    expect(deployed.status).toBe(200);
    expect(deployed.body).toMatchObject({ id, is_sandbox: false, published_at: ISO_DATE, expires_at: null });

    const invalid = await ana.api('POST', '/oauth/clients', { json: { name: 'Bad', redirect: 'not a url' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['redirect']);

    expect((await ana.api('DELETE', `/oauth/clients/${id}`)).status).toBe(204);
    const after = await ana.api('GET', '/oauth/clients');
    expect((after.body.data ?? after.body) as unknown[]).toEqual([]);
  });
});

describe('invitations', () => {
  let token: string;

  it('invites by e-mail; the invitation e-mail is delivered with its acceptance link', async () => {
    const invited = await ana.api('POST', '/invitations', {
      json: { emails: [BIA.email, 'not-an-address', ANA.email], role: financeRoleId, teams: [salesTeamId] },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ invited: [BIA.email], ignored: [ANA.email], invalid: ['not-an-address'] });

    const mail = await deliveredTo(stack, BIA.email, 'organization_invitation_accept');
    // Bia has no account yet: the e-mail speaks the inviter's language (Ana chose English above).
    expect(mail.subject).toBe('Ana S. Souza invited you to Acme on Rubrica');
    const link = new URL(
      mail.links.find((candidate) => candidate.includes('organization_invitation_accept'))!,
    );
    expect(link.origin + link.pathname).toBe(`${stack.url}/_redirect`);
    expect(link.searchParams.get('email')).toBe(BIA.email);
    token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const pending = await ana.api('GET', '/invitations?q=bia&page=1');
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ links: emptyLinks, meta: { current_page: 1, total: 1 } });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: UUID, email: BIA.email, role_id: financeRoleId, is_expired: false }),
    ]);
    expect((await ana.api('GET', `/organizations/${acmeId}/stats`)).body).toMatchObject({ invitations: 1 });
  });

  it('imports a CSV, resends and deletes a pending invitation', async () => {
    const csv = Buffer.from('email\ncaio@example.com\ndani@example.com\nbad-address\n');
    const imported = await ana.api('POST', '/invitations/import', {
      form: fileForm('file', csv, 'text/csv', 'people.csv'),
    });
    expect(imported.status).toBe(200);
    expect(imported.body.invited.sort()).toEqual(['caio@example.com', 'dani@example.com']);
    expect(imported.body.invalid).toContain('bad-address');

    const before = stack.smtp.messages.length;
    const resent = await ana.api('POST', `/invitations/${encodeURIComponent('caio@example.com')}/resend`);
    expect(resent.status).toBe(200);
    await deliveredTo(stack, 'caio@example.com', 'organization_invitation_accept', before);

    expect((await ana.api('DELETE', `/invitations/${encodeURIComponent('dani@example.com')}`)).status).toBe(
      204,
    );
    expect((await ana.api('DELETE', `/invitations/${encodeURIComponent('caio@example.com')}`)).status).toBe(
      204,
    );
    // The same import into the organization the path names, then withdrawn.
    const intoPath = await ana.api('POST', `/organizations/${acmeId}/invitations/import`, {
      form: fileForm('file', Buffer.from('eva@example.com\n'), 'text/plain', 'people.txt'),
    });
    expect(intoPath.body).toEqual({ invited: ['eva@example.com'], ignored: [], invalid: [] });
    expect((await ana.api('DELETE', `/invitations/${encodeURIComponent('eva@example.com')}`)).status).toBe(
      204,
    );
    const left = await ana.api('GET', '/invitations');
    expect(left.body.data.map((invitation: { email: string }) => invitation.email)).toEqual([BIA.email]);
  });

  it('the invited person signs up, validates and accepts the invitation, and appears among the users', async () => {
    await signUpThroughPages(stack, BIA);
    bia = routes.watch(await signInBrowser(stack, BIA.email, BIA.password));
    const me = await bia.api('GET', '/me');
    expect(me.body).toMatchObject({ email: BIA.email, email_verified: true });
    biaId = me.body.id;

    const preview = await bia.api('GET', `/organizations/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      organization: { id: acmeId, name: 'Acme' },
      email: BIA.email,
      role: { id: financeRoleId, name: 'Financeiro' },
      expires_at: ISO_DATE,
    });
    // Ana holds the link too, but it is Bia's.
    const notHers = await ana.api('POST', `/organizations/invitations/${token}`);
    expect(notHers.status).toBe(403);
    expect(notHers.body.message).toBe('This invitation belongs to another person');

    const accepted = await bia.api('POST', `/organizations/invitations/${token}`);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ organization: { id: acmeId, name: 'Acme' } });
    expect((await bia.api('GET', `/organizations/invitations/${token}`)).status).toBe(404);

    const users = await ana.api('GET', '/users');
    expect(users.status).toBe(200);
    expect(users.body.meta).toMatchObject({ current_page: 1, total: 2 });
    // The members to pick from (sharing, teams): the same two people.
    const directory = await ana.api('GET', '/users/directory');
    expect(directory.status).toBe(200);
    expect(directory.body.meta).toMatchObject({ total: 2 });
    const joined = users.body.data.find((user: { id: string }) => user.id === biaId);
    expect(joined).toMatchObject({
      name: BIA.name,
      email: BIA.email,
      is_owner: false,
      role: { id: financeRoleId, name: 'Financeiro' },
      teams: [expect.objectContaining({ id: salesTeamId })],
    });
    expect((await ana.api('GET', '/invitations')).body.data).toEqual([]);

    // Her picture is served to the other members through the users route.
    const avatar = pngImage(48, 48);
    const uploaded = await bia.api('POST', '/me/avatar', {
      form: fileForm('avatar', avatar, 'image/png', 'bia.png'),
    });
    expect(uploaded.status).toBe(200);
    const listed = (await ana.api('GET', '/users?q=bia')).body.data[0];
    expect(listed.avatar).toMatch(new RegExp(`^${stack.url}/api/users/${biaId}/avatar\\?v=`));
    const picture = await ana.api('GET', `/users/${biaId}/avatar`);
    expect(picture.status).toBe(200);
    expect(Buffer.isBuffer(picture.body) && picture.body.equals(avatar)).toBe(true);

    bia.organization = acmeId;
    const inside = await bia.api('GET', '/me');
    expect(inside.body).toMatchObject({
      organization: { id: acmeId },
      is_owner: false,
      roles: [{ id: financeRoleId }],
    });
    // Bia's role has no manage_users: identity refuses her the users page.
    expect((await bia.api('GET', '/users')).status).toBe(403);
  });
});

describe('users, role members and team members', () => {
  it('reads a user and their permissions, moves them between roles, and grants and revokes ownership', async () => {
    const found = await ana.api('GET', '/users?q=bia&page=1');
    expect(idsOf(found.body)).toEqual([biaId]);
    const one = await ana.api('GET', `/users/${biaId}?extended=true`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: biaId, email: BIA.email });

    const permissions = await ana.api('GET', `/users/${biaId}/permissions`);
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
    const moved = await ana.api('PUT', `/users/${biaId}/permissions`, { json: { role: defaultRoleId } });
    expect(moved.status).toBe(200);
    expect((await ana.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);

    const roleUsers = await ana.api('POST', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } });
    expect(roleUsers.status).toBe(200);
    expect(roleUsers.body).toMatchObject({ id: financeRoleId, amount_users: 1 });
    const members = await ana.api('GET', `/roles/${financeRoleId}/users`);
    expect(members.status).toBe(200);
    expect(idsOf(members.body)).toEqual([biaId]);
    expect((await ana.api('PUT', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } })).status).toBe(
      200,
    );
    expect((await ana.api('DELETE', `/roles/${financeRoleId}/users/${biaId}`)).status).toBe(204);
    expect((await ana.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);

    const granted = await ana.api('POST', `/users/${biaId}/owner`);
    expect(granted.status).toBe(200);
    expect((await ana.api('GET', `/users/${biaId}`)).body.is_owner).toBe(true);
    const revoked = await ana.api('DELETE', `/users/${biaId}/owner`);
    expect(revoked.status).toBe(200);
    expect((await ana.api('GET', `/users/${biaId}`)).body.is_owner).toBe(false);
  });

  it('puts users in teams and takes them out', async () => {
    const replaced = await ana.api('PUT', `/teams/${salesTeamId}/users`, { json: { users: [anaId] } });
    expect(replaced.status).toBe(200);
    expect(idsOf((await ana.api('GET', `/teams/${salesTeamId}/users`)).body)).toEqual([anaId]);
    const added = await ana.api('POST', `/teams/${salesTeamId}/users`, { json: { users: [biaId] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: salesTeamId, amount_users: 2 });
    const members = await ana.api('GET', `/teams/${salesTeamId}/users`);
    expect(members.status).toBe(200);
    expect(idsOf(members.body).sort()).toEqual([anaId, biaId].sort());
    expect((await ana.api('DELETE', `/teams/${salesTeamId}/users/${biaId}`)).status).toBe(204);
    expect(idsOf((await ana.api('GET', `/teams/${salesTeamId}/users`)).body)).toEqual([anaId]);
  });

  it('removing a role moves its users to the default role; then teams and users are removed', async () => {
    await ana.api('POST', `/roles/${financeRoleId}/users`, { json: { users: [biaId] } });
    expect((await ana.api('DELETE', `/roles/${financeRoleId}`)).status).toBe(204);
    expect((await ana.api('GET', `/roles/${financeRoleId}`)).status).toBe(404);
    expect((await ana.api('GET', `/users/${biaId}`)).body.role.id).toBe(defaultRoleId);

    expect((await ana.api('DELETE', `/teams/${salesTeamId}`)).status).toBe(204);
    expect((await ana.api('GET', `/teams/${salesTeamId}`)).status).toBe(404);

    expect((await ana.api('DELETE', `/users/${biaId}`)).status).toBe(204);
    expect(idsOf((await ana.api('GET', '/users')).body)).toEqual([anaId]);
    expect((await bia.api('GET', '/contacts')).status).toBe(403);
  });
});

describe('deleting an organization and signing out', () => {
  it('deletes an organization only with the right password', async () => {
    const doomed = (await ana.api('POST', '/organizations', { json: { name: 'Temporária' } })).body.id;
    const wrong = await ana.api('DELETE', `/organizations/${doomed}`, { json: { password: 'Wrong-pass1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    expect(
      (await ana.api('DELETE', `/organizations/${doomed}`, { json: { password: ANA.password } })).status,
    ).toBe(204);
    expect((await ana.api('GET', `/organizations/${doomed}`)).status).toBe(404);
    expect(idsOf((await ana.api('GET', '/organizations')).body)).not.toContain(doomed);
  });

  it('signs out with POST /api/logout: the session is gone and the next call is 401', async () => {
    const withoutToken = await ana.api('POST', '/logout', { csrf: false });
    expect(withoutToken.status).toBe(403);
    expect((await ana.api('GET', '/me')).status).toBe(200);

    const session = ana.cookie('rubrica_session')!;
    const csrf = ana.cookie('rubrica_csrf')!;
    const out = await ana.api('POST', '/logout');
    expect(out.status).toBe(204);
    expect(ana.cookie('rubrica_session')).toBeUndefined();
    expect((await ana.api('GET', '/me')).status).toBe(401);

    // A browser that kept the old cookies is not let back in either.
    const replay = new BrowserClient(stack.url);
    replay.setCookie('rubrica_session', session);
    replay.setCookie('rubrica_csrf', csrf);
    const after = await replay.api('GET', '/me');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: 'Unauthenticated.' });
    expect((await replay.api('GET', '/organizations')).status).toBe(401);
  });
});

describe('coverage', () => {
  it('reached every identity API route with a session cookie, and each at least once successfully', () => {
    expect({ missing: routes.missing(), neverSucceeded: routes.neverSucceeded() }).toEqual({
      missing: [],
      neverSucceeded: [],
    });
  });
});
