import { jest } from '@jest/globals';
import type { Introspection } from './identity-oidc.js';
import { principalFromIntrospection, TokenIntrospector } from './token-introspector.js';

const active = (claims: Partial<Introspection>): Introspection => ({
  active: true,
  token_type: 'Bearer',
  ...claims,
});

describe('principalFromIntrospection', () => {
  it('takes the subject of a token an app holds for a user, with the API scopes it was granted', () => {
    expect(
      principalFromIntrospection(
        active({ sub: 'u1', client_id: 'app', scope: 'openid envelopes:read bogus' }),
      ),
    ).toEqual({ userId: 'u1', clientId: 'app', scopes: ['envelopes:read'] });
  });

  it("leaves the SPA's own tokens unscoped: they stand for its session", () => {
    expect(
      principalFromIntrospection(
        active({ sub: 'u1', client_id: 'rubrica-web', scope: 'openid' }),
        new Set(['rubrica-web']),
      ),
    ).toEqual({ userId: 'u1', clientId: 'rubrica-web' });
  });

  it('binds a user token to the organization chosen at consent', () => {
    expect(
      principalFromIntrospection(active({ sub: 'u1', client_id: 'app', rubrica_organization_id: 'org-a' })),
    ).toEqual({ userId: 'u1', clientId: 'app', organizationId: 'org-a', scopes: [] });
  });

  it("gives an app's own token the scopes of its registration", () => {
    expect(
      principalFromIntrospection(
        active({
          client_id: 'app',
          scope: '',
          rubrica_user_id: 'owner',
          rubrica_organization_id: 'org',
          rubrica_scope: 'contacts:read contacts:write',
        }),
      ),
    ).toEqual({
      userId: 'owner',
      clientId: 'app',
      organizationId: 'org',
      scopes: ['contacts:read', 'contacts:write'],
    });
  });

  it("takes the owner and organization identity put in an app's own token", () => {
    expect(
      principalFromIntrospection(
        active({ client_id: 'app', rubrica_user_id: 'owner', rubrica_organization_id: 'org' }),
      ),
    ).toEqual({ userId: 'owner', clientId: 'app', organizationId: 'org', scopes: [] });
  });

  it('marks the tokens of an app still in the sandbox, whoever they act for', () => {
    expect(
      principalFromIntrospection(active({ sub: 'u1', client_id: 'app', rubrica_sandbox: 'true' })),
    ).toEqual({ userId: 'u1', clientId: 'app', scopes: [], sandbox: true });
    expect(
      principalFromIntrospection(
        active({
          client_id: 'app',
          rubrica_user_id: 'owner',
          rubrica_organization_id: 'org',
          rubrica_sandbox: 'true',
        }),
      ),
    ).toEqual({ userId: 'owner', clientId: 'app', organizationId: 'org', scopes: [], sandbox: true });
  });

  it.each([
    ['an inactive token', { active: false, sub: 'u1' }],
    ['a refresh token (no token_type)', { active: true, sub: 'u1' }],
    ['a client token without its owner', { active: true, token_type: 'Bearer', client_id: 'app' }],
    [
      'a client token without its organization',
      { active: true, token_type: 'Bearer', client_id: 'app', rubrica_user_id: 'owner' },
    ],
  ])('is nobody for %s', (_what, answer) => {
    expect(principalFromIntrospection(answer as Introspection)).toBeNull();
  });
});

describe('TokenIntrospector', () => {
  let now = 1_700_000_000_000;
  const clock = () => now;

  it('reuses an active answer until the token expires, at most maxCacheSeconds', async () => {
    const introspect = jest.fn(async () => active({ sub: 'u1', exp: Math.floor(now / 1000) + 3600 }));
    const introspector = new TokenIntrospector(introspect, { maxCacheSeconds: 60, now: clock });
    await introspector.principalFor('t');
    now += 59_000;
    await introspector.principalFor('t');
    expect(introspect).toHaveBeenCalledTimes(1);
    now += 1_000;
    await introspector.principalFor('t');
    expect(introspect).toHaveBeenCalledTimes(2);
  });

  it('stops reusing the answer when the token itself expires first', async () => {
    const introspect = jest.fn(async () => active({ sub: 'u1', exp: Math.floor(now / 1000) + 5 }));
    const introspector = new TokenIntrospector(introspect, { maxCacheSeconds: 60, now: clock });
    await introspector.principalFor('t');
    now += 5_000;
    await introspector.principalFor('t');
    expect(introspect).toHaveBeenCalledTimes(2);
  });

  it('asks again about a token identity called inactive', async () => {
    const introspect = jest.fn(async (): Promise<Introspection> => ({ active: false }));
    const introspector = new TokenIntrospector(introspect, { now: clock });
    expect(await introspector.principalFor('t')).toBeNull();
    expect(await introspector.principalFor('t')).toBeNull();
    expect(introspect).toHaveBeenCalledTimes(2);
  });

  it('lets a failure to reach identity through', async () => {
    const introspector = new TokenIntrospector(async () => Promise.reject(new Error('ECONNREFUSED')));
    await expect(introspector.principalFor('t')).rejects.toThrow('ECONNREFUSED');
  });
});
