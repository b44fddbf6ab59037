import { IdentityOrganizationGate } from './identity-organization-gate.js';
import type { OrganizationRequest } from './organization-gate.js';
import type { PrincipalResolver, ResolvedPrincipal } from './principal-resolver.js';

const ORG = 'org-1';

function gateFor(resolved: ResolvedPrincipal | null) {
  const asked: Array<[string, string | undefined]> = [];
  const resolver = {
    resolve: async (userId: string, organizationId: string | undefined) => {
      asked.push([userId, organizationId]);
      return resolved;
    },
  } as unknown as PrincipalResolver;
  return { gate: new IdentityOrganizationGate(resolver), asked };
}

const user = (overrides: Partial<ResolvedPrincipal['user']> = {}): ResolvedPrincipal['user'] => ({
  id: 'u1',
  emailVerified: true,
  registrationCompleted: true,
  ...overrides,
});

const member: ResolvedPrincipal['membership'] = {
  organizationId: ORG,
  isOwner: false,
  isPersonal: false,
  permissions: ['send_envelopes'],
};

const request = (
  method: string,
  path: string,
  more: Partial<OrganizationRequest> = {},
): OrganizationRequest => ({
  method,
  path,
  organizationScoped: true,
  ...more,
});

const messageOf = (decision: Awaited<ReturnType<IdentityOrganizationGate['check']>>) =>
  decision.allowed ? 'allowed' : decision.error.message;

describe('IdentityOrganizationGate', () => {
  it('lets an unverified user read their profile and ask for the e-mail again, nothing else', async () => {
    const { gate } = gateFor({ user: user({ emailVerified: false }) });
    const principal = { userId: 'u1' };
    expect(messageOf(await gate.check(principal, request('GET', '/api/me')))).toBe('allowed');
    expect(messageOf(await gate.check(principal, request('POST', '/api/me/resend-email-verification')))).toBe(
      'allowed',
    );
    for (const [method, path] of [
      ['PATCH', '/api/me'],
      ['GET', '/api/envelopes'],
      ['POST', '/api/me'],
      ['GET', '/api/me/avatar'],
    ])
      expect(messageOf(await gate.check(principal, request(method!, path!)))).toBe(
        'Your email address is not verified',
      );
  });

  it('lets a user with an incomplete registration complete it too', async () => {
    const { gate } = gateFor({ user: user({ registrationCompleted: false }) });
    const principal = { userId: 'u1' };
    expect(messageOf(await gate.check(principal, request('PATCH', '/api/me')))).toBe('allowed');
    expect(messageOf(await gate.check(principal, request('GET', '/api/me')))).toBe('allowed');
    expect(messageOf(await gate.check(principal, request('GET', '/api/users')))).toBe(
      'You must complete your registration',
    );
  });

  it('passes on the membership of the organization named', async () => {
    const { gate, asked } = gateFor({ user: user(), membership: member });
    const decision = await gate.check({ userId: 'u1' }, request('GET', '/api/users', { requested: ORG }));
    expect(decision).toEqual({
      allowed: true,
      organization: {
        organizationId: ORG,
        permissions: ['send_envelopes'],
        isOwner: false,
        isPersonal: false,
      },
    });
    expect(asked).toEqual([['u1', ORG]]);
  });

  it('refuses an organization the user is not a member of, unless the route is about organizations', async () => {
    const { gate } = gateFor({ user: user() });
    expect(
      messageOf(await gate.check({ userId: 'u1' }, request('GET', '/api/users', { requested: ORG }))),
    ).toBe('You do not belong to this organization.');
    expect(
      await gate.check(
        { userId: 'u1' },
        request('GET', '/api/organizations', { requested: ORG, organizationScoped: false }),
      ),
    ).toEqual({ allowed: true });
  });

  it("binds an app's own token to its organization", async () => {
    const { gate, asked } = gateFor({ user: user(), membership: member });
    const app = { userId: 'u1', clientId: 'app', organizationId: ORG };
    expect((await gate.check(app, request('GET', '/api/envelopes'))).allowed).toBe(true);
    expect(asked).toEqual([['u1', ORG]]);
    expect(messageOf(await gate.check(app, request('GET', '/api/envelopes', { requested: 'org-2' })))).toBe(
      'You do not belong to this organization.',
    );
    expect(
      messageOf(
        await gate.check(
          app,
          request('GET', '/api/organizations', { requested: 'org-2', organizationScoped: false }),
        ),
      ),
    ).toBe('You do not belong to this organization.');
  });

  it("passes no organization for an app acting for a user on the organizations' own routes", async () => {
    const { gate } = gateFor({ user: user(), membership: member });
    const app = { userId: 'u1', clientId: 'third-party-app' };
    expect(
      await gate.check(
        app,
        request('GET', '/api/organizations', { requested: ORG, organizationScoped: false }),
      ),
    ).toEqual({ allowed: true });
    // Elsewhere it acts in the organization it names, as its user.
    expect(await gate.check(app, request('GET', '/api/contacts', { requested: ORG }))).toMatchObject({
      allowed: true,
      organization: { organizationId: ORG },
    });
    // The user's own session still passes the organization named.
    expect(
      await gate.check(
        { userId: 'u1' },
        request('GET', '/api/organizations', { requested: ORG, organizationScoped: false }),
      ),
    ).toMatchObject({ allowed: true, organization: { organizationId: ORG } });
  });

  it('treats a user identity does not know as not signed in', async () => {
    const { gate } = gateFor(null);
    const decision = await gate.check({ userId: 'gone' }, request('GET', '/api/me'));
    expect(decision.allowed ? 0 : decision.error.status).toBe(401);
  });
});
