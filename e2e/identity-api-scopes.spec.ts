// OAuth scopes that mean something (ARCHITECTURE.md: the gateway checks what a token may do): a
// third party's token reaches an API area only with that area's scope, an app acting for a user
// stays in the organization the user chose at consent, every authorization code needs PKCE, and
// redirects go over https (http on localhost only). The SPA's own session is not limited by scopes.
import * as oidc from 'openid-client';
import { BearerClient, oauthApp } from './support/bearer-client.js';
import type { BrowserClient } from './support/browser-client.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';
import { authorizeThroughConsent } from './support/oauth-consent.js';
import { identityApiRoutes } from './support/route-catalogue.js';
import { scopeRequirement } from '../gateway/src/auth/route-scopes.js';
import { createRouteResolver } from '../gateway/src/routing/resolve-route.js';

const PIA = { name: 'Pia Parceira', email: 'pia@escopos.example', password: 'Orbita-2024' };
const INSUFFICIENT = (scope: string) => ({
  message: `This application was not granted the ${scope} scope.`,
  code: 'auth.insufficient_scope',
});

let stack: EnvelopeStack;
let pia: BrowserClient;
let acmeId: string;
let otherId: string;

beforeAll(async () => {
  stack = await startEnvelopeStack('api_scopes');
  await signUpThroughPages(stack, PIA);
  pia = await signInBrowser(stack, PIA.email, PIA.password);
  acmeId = (await pia.api('POST', '/organizations', { json: { name: 'Acme Escopos' } })).body.id;
  otherId = (await pia.api('POST', '/organizations', { json: { name: 'Outra Escopos' } })).body.id;
  pia.organization = acmeId;
});

afterAll(async () => {
  await stack?.stop();
});

async function newApp(name: string, redirect: string, scopes?: string[]) {
  const created = await pia.api('POST', '/oauth/clients', {
    json: { name, redirect, confidential: true, ...(scopes ? { scopes } : {}) },
  });
  expect(created.status).toBe(201);
  return oauthApp(stack.url, created.body.id, created.body.plain_secret);
}

describe('a client-credentials token', () => {
  it('gets the scopes its registration allows: envelopes:read lists envelopes but cannot create one', async () => {
    const app = await newApp('Leitor', 'https://leitor.example/cb', ['envelopes:read']);
    const api = await app.client();
    const list = await api.api('GET', '/envelopes');
    expect(list.status).toBe(200);
    const create = await api.api('POST', '/envelopes', { json: { title: 'Não' } });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject(INSUFFICIENT('envelopes:write'));
    expect((await api.api('GET', '/contacts')).status).toBe(403);
    expect((await api.api('GET', '/me')).status).toBe(403);
  });

  it('cannot ask for a scope beyond its registration', async () => {
    const app = await newApp('Contido', 'https://contido.example/cb', ['contacts:read']);
    await expect(
      oidc.clientCredentialsGrant(app.configuration, { scope: 'envelopes:write' }),
    ).rejects.toBeDefined();
  });
});

/** A new app that Pia lets act for her in Acme with `scope`, on the consent page. */
async function consentedApp(name: string, redirect: string, scope: string) {
  const app = await newApp(name, redirect);
  return authorizeThroughConsent({
    gatewayUrl: stack.url,
    configuration: app.configuration,
    redirect,
    account: PIA,
    appName: name,
    scope,
    organization: acmeId,
  });
}

describe('an app acting for a user', () => {
  it('with only openid reads and changes nothing', async () => {
    const tokens = await consentedApp('Só Login', 'https://so-openid.example/cb', 'openid');
    const api = new BearerClient(stack.url, tokens.access_token, acmeId);
    for (const [method, path] of [
      ['GET', '/envelopes'],
      ['POST', '/envelopes'],
      ['GET', '/me'],
      ['GET', '/contacts'],
      ['GET', '/items'],
      ['GET', '/subscription'],
    ] as const) {
      expect((await api.api(method, path, method === 'POST' ? { json: { title: 'x' } } : {})).status).toBe(
        403,
      );
    }
  });

  it('is bound to the organization chosen at consent and refused in any other', async () => {
    const tokens = await consentedApp('Vinculado', 'https://vinculado.example/cb', 'openid envelopes:write');
    const inAcme = new BearerClient(stack.url, tokens.access_token, acmeId);
    expect((await inAcme.api('GET', '/envelopes')).status).toBe(200);
    const created = await inAcme.api('POST', '/envelopes', { json: { title: 'Pelo app' } });
    expect(created.status).toBe(201);
    const inOther = new BearerClient(stack.url, tokens.access_token, otherId);
    const refused = await inOther.api('GET', '/envelopes');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'You do not belong to this organization.' });
  });

  it('must use PKCE, even with a client secret', async () => {
    const redirect = 'https://sem-pkce.example/cb';
    const app = await newApp('Sem PKCE', redirect);
    const withoutPkce = oidc.buildAuthorizationUrl(app.configuration, {
      redirect_uri: redirect,
      scope: 'openid envelopes:read',
      state: 's',
    });
    const response = await fetch(withoutPkce, { redirect: 'manual' });
    const landed = new URL(response.headers.get('location')!, stack.url);
    expect(landed.origin).toBe('https://sem-pkce.example');
    expect(landed.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('registering and discovering', () => {
  it('refuses a plain http redirect except on localhost', async () => {
    const refused = await pia.api('POST', '/oauth/clients', {
      json: { name: 'Inseguro', redirect: 'http://erp.example.com/callback' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['redirect']);
    const local = await pia.api('POST', '/oauth/clients', {
      json: { name: 'Local', redirect: 'http://localhost:5173/callback' },
    });
    expect(local.status).toBe(201);
  });

  it('lists no implicit grant and only the code response type', async () => {
    const discovery = (await (await fetch(`${stack.url}/oidc/.well-known/openid-configuration`)).json()) as {
      grant_types_supported: string[];
      response_types_supported: string[];
      scopes_supported: string[];
    };
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['envelopes:read', 'billing:write']));
  });

  it('knows the scope of every identity route, as identity declares them', () => {
    const resolve = createRouteResolver();
    const unclassified = identityApiRoutes(stack.identity.app).filter((route) => {
      const [method, template] = route.split(' ') as [string, string];
      const resolved = resolve(`/api${template}`);
      return (
        resolved.kind !== 'api' ||
        scopeRequirement(method, resolved.prefix, resolved.upstreamPath) === 'unclassified'
      );
    });
    expect(unclassified).toEqual([]);
  });

  it("leaves the SPA's session its full access", async () => {
    expect((await pia.api('POST', '/envelopes', { json: { title: 'Pela sessão' } })).status).toBe(201);
  });
});
