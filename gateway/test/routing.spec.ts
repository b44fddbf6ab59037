import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  GATEWAY_IDENTITY_HEADER,
  IdentityTokenVerifier,
  loadIdentityVerificationKey,
} from '@rubrica/gateway-identity';
import { InMemorySpanExporter, startTelemetry, type Telemetry } from '@rubrica/telemetry';
import { testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import type { ServiceName } from '../src/routes.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { rawCall } from './support/http-call.js';
import { deleteKeys } from './support/redis-keys.js';
import {
  closedPort,
  startEchoUpstream,
  startUpstream,
  type Echo,
  type Upstream,
} from './support/upstream-server.js';

const SERVICES: ServiceName[] = ['identity', 'envelopes', 'signing', 'storage', 'billing', 'notifications'];
const TOKEN = 'tok_4f9c2e7a1b3d5f6e8a9c0b1d';
// The gateway under test signs with the development key kept here (its default).
const KEY_DIR = '.data/gateway-identity';
const SIGNED_IN = { authorization: 'Test user-1;org=org-1' };

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_routing')}:`;
const upstreams = {} as Record<ServiceName, Upstream>;
let gateway: RunningGateway;
let silent: Upstream;
let resetting: Server;
let gatewayWithBrokenServices: RunningGateway;

beforeAll(async () => {
  for (const service of SERVICES) upstreams[service] = await startEchoUpstream(service);
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    IDENTITY_URL: upstreams.identity.url,
    ENVELOPES_URL: upstreams.envelopes.url,
    SIGNING_URL: upstreams.signing.url,
    STORAGE_URL: upstreams.storage.url,
    BILLING_URL: upstreams.billing.url,
    NOTIFICATIONS_URL: upstreams.notifications.url,
    authenticator: new FakeAuthenticator(),
  });

  // identity: nothing listens; envelopes: accepts and never answers; signing: hangs up at once.
  silent = await startUpstream(() => {});
  resetting = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
  gatewayWithBrokenServices = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
    ENVELOPES_URL: silent.url,
    SIGNING_URL: `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`,
    UPSTREAM_IDLE_TIMEOUT_MS: 300,
    authenticator: new FakeAuthenticator(),
  });
});

afterAll(async () => {
  await gateway?.close();
  await gatewayWithBrokenServices?.close();
  await silent?.close();
  await new Promise<void>((resolve) => (resetting ? resetting.close(() => resolve()) : resolve()));
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
  await deleteKeys(redisUrl, keyPrefix);
});

async function echoOf(path: string, init: RequestInit = {}): Promise<{ response: Response; echo: Echo }> {
  const response = await fetch(`${gateway.url}${path}`, init);
  expect(response.headers.get('content-type')).toContain('application/json');
  return { response, echo: (await response.json()) as Echo };
}

describe('routing by longest path prefix', () => {
  it.each([
    ['/api/me', 'identity', '/me'],
    ['/api/users/7?include=teams&page=2', 'identity', '/users/7?include=teams&page=2'],
    ['/api/teams/3/members', 'identity', '/teams/3/members'],
    ['/api/roles', 'identity', '/roles'],
    ['/api/invitations/abc/accept', 'identity', '/invitations/abc/accept'],
    ['/api/organizations/9/logo', 'identity', '/organizations/9/logo'],
    ['/api/organizations/integrations/docuware', 'notifications', '/organizations/integrations/docuware'],
    ['/api/organizations/integrationsx', 'identity', '/organizations/integrationsx'],
    ['/api/contacts?q=ana', 'identity', '/contacts?q=ana'],
    ['/api/oauth/clients', 'identity', '/oauth/clients'],
    ['/api/onboardings', 'identity', '/onboardings'],
    ['/api/envelopes/5/recipients', 'envelopes', '/envelopes/5/recipients'],
    ['/api/envelopes/integrations', 'notifications', '/envelopes/integrations'],
    ['/api/envelopes/integrations/42/sync', 'notifications', '/envelopes/integrations/42/sync'],
    [`/api/p/envelopes/recipients/${TOKEN}`, 'envelopes', `/p/envelopes/recipients/${TOKEN}`],
    ['/api/p/envelopes/documents/validate', 'envelopes', '/p/envelopes/documents/validate'],
    ['/api/p/envelopes/documents/other', 'envelopes', '/p/envelopes/documents/other'],
    ['/api/signature-profiles/1/preview?mode=raw', 'signing', '/signature-profiles/1/preview?mode=raw'],
    ['/api/p/signature-profiles/a/b/preview', 'signing', '/p/signature-profiles/a/b/preview'],
    ['/api/bird-id', 'signing', '/bird-id'],
    ['/api/items/12', 'storage', '/items/12'],
    ['/api/published-items', 'storage', '/published-items'],
    ['/api/p/items/xyz', 'storage', '/p/items/xyz'],
    ['/api/plans', 'billing', '/plans'],
    ['/api/subscription', 'billing', '/subscription'],
    ['/api/subscriptions/4/invoices', 'billing', '/subscriptions/4/invoices'],
    ['/api//users//7', 'identity', '/users/7'],
    ['/oidc/auth?client_id=spa&state=x', 'identity', '/oidc/auth?client_id=spa&state=x'],
    ['/oidc/.well-known/openid-configuration', 'identity', '/oidc/.well-known/openid-configuration'],
  ])('%s goes to %s as %s', async (path, service, upstreamPath) => {
    const { response, echo } = await echoOf(path, { headers: SIGNED_IN });
    expect(response.status).toBe(200);
    expect(echo.service).toBe(service);
    expect(echo.url).toBe(upstreamPath);
  });

  it.each(['/api', '/api/', '/api/nothing-here', '/api/usersx', '/api/p', '/api/p/unknown/thing'])(
    'answers an API path nobody owns (%s) with 404 and the spec body',
    async (path) => {
      const response = await fetch(`${gateway.url}${path}`, { headers: SIGNED_IN });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Not found.' });
    },
  );

  it('refuses dot segments so a public prefix cannot reach a private route', async () => {
    for (const path of [
      '/api/p/envelopes/../../users',
      '/api/p/envelopes/%2e%2e/%2E%2E/users',
      '/api/p/items/..%2f..%2fme',
    ]) {
      const response = await rawCall(gateway.url, path);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ message: 'Bad request.' });
    }
  });

  it('keeps the method, the body, the status and the end-to-end headers', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes/5?extended=true`, {
      method: 'PATCH',
      headers: {
        ...SIGNED_IN,
        'content-type': 'application/json',
        'x-echo-status': '422',
        'accept-language': 'pt-BR',
      },
      body: JSON.stringify({ title: 'Contrato' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-served-by')).toBe('envelopes');
    const echo = (await response.json()) as Echo;
    expect(echo.method).toBe('PATCH');
    expect(echo.url).toBe('/envelopes/5?extended=true');
    expect(echo.body).toBe('{"title":"Contrato"}');
    expect(echo.headers['accept-language']).toBe('pt-BR');
    expect(echo.headers['content-type']).toBe('application/json');
  });

  it('drops connection-scoped headers in both directions', async () => {
    const response = await rawCall(gateway.url, '/api/plans', {
      headers: {
        ...SIGNED_IN,
        connection: 'keep-alive, x-client-hop',
        'x-client-hop': 'secret',
        'x-echo-hop': '1',
      },
    });
    expect(response.status).toBe(200);
    const echo = JSON.parse(response.body) as Echo;
    expect(echo.headers['x-client-hop']).toBeUndefined();
    expect(response.headers['x-upstream-hop']).toBeUndefined();
    expect(response.headers['x-served-by']).toBe('billing');
  });
});

describe('identity headers', () => {
  const spoofed = {
    'x-user-id': 'admin',
    'x-organization-id': 'org-of-someone-else',
    'x-client-id': 'evil-client',
    'x-permissions': 'manage_users,send_envelopes',
    'x-rubrica-role': 'owner',
    'X-Rubrica-Internal': '1',
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'evil.example',
    traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  };

  it('never lets a client-sent identity header reach a service', async () => {
    const { echo } = await echoOf(`/api/p/envelopes/recipients/${TOKEN}`, { headers: spoofed });
    for (const name of [
      'x-user-id',
      'x-organization-id',
      'x-client-id',
      'x-permissions',
      'x-rubrica-role',
      'x-rubrica-internal',
      'traceparent',
    ]) {
      expect(echo.headers[name]).toBeUndefined();
    }
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('adds the verified identity in place of the spoofed one', async () => {
    const { response, echo } = await echoOf('/api/envelopes', {
      headers: {
        ...spoofed,
        authorization: 'Test user-7;org=org-3;client=client-9',
        'x-organization': 'org-3',
      },
    });
    expect(response.status).toBe(200);
    expect(echo.headers['x-user-id']).toBe('user-7');
    expect(echo.headers['x-organization-id']).toBe('org-3');
    expect(echo.headers['x-client-id']).toBe('client-9');
    expect(echo.headers['x-permissions']).toBeUndefined();
    expect(echo.headers['x-rubrica-role']).toBeUndefined();
    expect(echo.headers['x-organization']).toBeUndefined();
  });

  it('signs the identity for the service it goes to and for this request alone', async () => {
    const { response, echo } = await echoOf('/api/envelopes', {
      headers: {
        ...spoofed,
        [GATEWAY_IDENTITY_HEADER]: 'a-token-of-my-own',
        authorization: 'Test user-7;org=org-3;client=client-9',
        'x-organization': 'org-3',
      },
    });
    const token = echo.headers[GATEWAY_IDENTITY_HEADER] as string;
    const requestId = response.headers.get('x-request-id')!;
    const { key } = await loadIdentityVerificationKey({ developmentDir: KEY_DIR, production: false });
    const verifier = new IdentityTokenVerifier(key);
    await expect(verifier.verify(token, { audience: 'envelopes', requestId })).resolves.toEqual({
      userId: 'user-7',
      clientId: 'client-9',
      organization: { id: 'org-3' },
    });
    await expect(verifier.verify(token, { audience: 'billing', requestId })).rejects.toThrow();

    const anonymous = await echoOf(`/api/p/envelopes/recipients/${TOKEN}`, { headers: spoofed });
    await expect(
      verifier.verify(anonymous.echo.headers[GATEWAY_IDENTITY_HEADER] as string, {
        audience: 'envelopes',
        requestId: anonymous.response.headers.get('x-request-id')!,
      }),
    ).resolves.toEqual({});
  });

  it('answers 403 when the caller names an organization it does not belong to', async () => {
    const response = await fetch(`${gateway.url}/api/envelopes`, {
      headers: { authorization: 'Test user-7;org=org-3', 'x-organization': 'org-4' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'You do not belong to this organization.' });
  });

  it('keeps a sane client request id and replaces anything else', async () => {
    const kept = await echoOf('/api/me', { headers: { ...SIGNED_IN, 'x-request-id': 'req-2024.abc_DEF:1' } });
    expect(kept.echo.headers['x-request-id']).toBe('req-2024.abc_DEF:1');
    expect(kept.response.headers.get('x-request-id')).toBe('req-2024.abc_DEF:1');

    const replaced = await echoOf('/api/me', {
      headers: { ...SIGNED_IN, 'x-request-id': 'bad id <script>' },
    });
    const id = replaced.echo.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.response.headers.get('x-request-id')).toBe(id);
  });
});

describe('authentication', () => {
  it.each(['/api/me', '/api/envelopes', '/api/items/1', '/api/plans', '/api/organizations/integrations'])(
    'answers 401 on private route %s when nobody is signed in',
    async (path) => {
      const response = await fetch(`${gateway.url}${path}`, { headers: { 'x-user-id': 'admin' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Unauthenticated.' });
    },
  );

  it.each([
    `/api/p/envelopes/recipients/${TOKEN}`,
    '/api/p/envelopes/documents/validate',
    '/api/p/items/abc',
    '/api/bird-id',
    '/oidc/auth',
  ])('lets anonymous callers through on public route %s', async (path) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.status).toBe(200);
    const echo = (await response.json()) as Echo;
    expect(echo.headers['x-user-id']).toBeUndefined();
  });
});

describe('services that fail', () => {
  it('answers 503 in the spec shape when the service is not running', async () => {
    const response = await fetch(`${gatewayWithBrokenServices.url}/api/me`, { headers: SIGNED_IN });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'Service unavailable.',
      correlation_id: response.headers.get('x-request-id'),
    });
  });

  it('answers 503 for a request with a body too, without waiting for the body', async () => {
    const response = await fetch(`${gatewayWithBrokenServices.url}/api/users`, {
      method: 'POST',
      headers: { ...SIGNED_IN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe('Service unavailable.');
  });

  it('answers 504 instead of hanging when the service never answers', async () => {
    const response = await fetch(`${gatewayWithBrokenServices.url}/api/envelopes`, { headers: SIGNED_IN });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      message: 'Gateway timeout.',
      correlation_id: response.headers.get('x-request-id'),
    });
  });

  it('answers 502 when the service drops the connection', async () => {
    const response = await fetch(`${gatewayWithBrokenServices.url}/api/bird-id`, {
      method: 'POST',
      headers: SIGNED_IN,
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe('Bad gateway.');
  });

  it('still serves the other services meanwhile', async () => {
    const response = await fetch(`${gateway.url}/api/me`, { headers: SIGNED_IN });
    expect(response.status).toBe(200);
  });
});

describe('trace context', () => {
  const exporter = new InMemorySpanExporter();
  let telemetry: Telemetry;

  beforeAll(() => {
    telemetry = startTelemetry({ serviceName: 'gateway', instrument: false, spanExporter: exporter });
  });

  afterAll(() => telemetry.shutdown());

  it("sends the service the gateway's span as traceparent, not the client's", async () => {
    const clientTrace = '0af7651916cd43dd8448eb211c80319c';
    const { echo } = await echoOf('/api/items/3', {
      headers: { ...SIGNED_IN, traceparent: `00-${clientTrace}-b7ad6b7169203331-01` },
    });
    const traceparent = String(echo.headers.traceparent);
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(traceparent).not.toContain(clientTrace);

    // The span ends once the response is handed to the socket, which can be just after the client read it.
    let span = exporter.getFinishedSpans().find((candidate) => candidate.name === 'proxy storage');
    for (let attempt = 0; !span && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      span = exporter.getFinishedSpans().find((candidate) => candidate.name === 'proxy storage');
    }
    expect(span).toBeDefined();
    expect(traceparent).toBe(`00-${span!.spanContext().traceId}-${span!.spanContext().spanId}-01`);
    expect(span!.attributes).toMatchObject({
      'rubrica.service': 'storage',
      'rubrica.route': 'items',
      'http.response.status_code': 200,
    });
  });
});
