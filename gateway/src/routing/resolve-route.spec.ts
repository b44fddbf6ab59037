import { API_ROUTES } from '../routes.js';
import { createRouteResolver } from './resolve-route.js';

describe('createRouteResolver', () => {
  const resolve = createRouteResolver();

  it('matches whole segments and prefers the longest prefix', () => {
    expect(resolve('/api/envelopes/integrations/1')).toMatchObject({
      service: 'notifications',
      prefix: 'envelopes/integrations',
    });
    expect(resolve('/api/envelopes/integrationsx')).toMatchObject({
      service: 'envelopes',
      prefix: 'envelopes',
    });
    expect(resolve('/api/envelopesx')).toEqual({ kind: 'unknown-api' });
  });

  it('strips /api and keeps the query untouched', () => {
    expect(resolve('/api/envelopes?filter[state]=sent&q=a%2Fb')).toMatchObject({
      upstreamPath: '/envelopes?filter[state]=sent&q=a%2Fb',
    });
  });

  it('marks only the p/ routes, and the cloud-certificate login anonymous signers use, as public', () => {
    for (const route of API_ROUTES) {
      const anonymous = route.prefix.startsWith('p/') || route.prefix === 'bird-id';
      expect(route.access).toBe(anonymous ? 'public' : 'private');
    }
  });

  it('keeps /oidc paths whole and leaves everything else to the SPA', () => {
    expect(resolve('/oidc/token')).toEqual({
      kind: 'oidc',
      service: 'identity',
      upstreamPath: '/oidc/token',
    });
    expect(resolve('/apiary')).toEqual({ kind: 'none' });
    expect(resolve('/business/api/x')).toEqual({ kind: 'none' });
  });

  it('refuses dot segments, encoded or not, and broken encodings', () => {
    expect(resolve('/api/p/envelopes/../../me')).toEqual({ kind: 'malformed' });
    expect(resolve('/api/p/envelopes/%2E%2e/me')).toEqual({ kind: 'malformed' });
    expect(resolve('/api/p/envelopes/x%5C..%5Cme')).toEqual({ kind: 'malformed' });
    expect(resolve('/api/p/envelopes/%E0%A4%A')).toEqual({ kind: 'malformed' });
    expect(resolve('/oidc/../api/me')).toEqual({ kind: 'malformed' });
  });

  it('rejects a table that lists a prefix twice', () => {
    expect(() =>
      createRouteResolver([
        { prefix: 'me', service: 'identity', access: 'private' },
        { prefix: 'me', service: 'billing', access: 'private' },
      ]),
    ).toThrow(/listed twice/);
  });
});
