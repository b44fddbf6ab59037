import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GATEWAY_IDENTITY_HEADER, IdentityTokenSigner } from '@rubrica/gateway-identity';
import { asGateway } from '@rubrica/testing';
import { bootstrapHttpService, GatewayCaller, HealthModule, httpServiceUrl } from '../src/index.js';

const USER = '11111111-1111-4111-8111-111111111111';
const ORG = '22222222-2222-4222-8222-222222222222';

let handlerRuns = 0;

@Controller()
class ProbeController {
  @Get('whoami')
  whoami(@GatewayCaller() caller: GatewayCaller): GatewayCaller {
    return caller;
  }

  /** A public token route: no caller needed. */
  @Get('p/ping')
  ping(): { ok: true } {
    return { ok: true };
  }

  @Post('p/echo')
  echo(@Body() body: unknown): unknown {
    handlerRuns += 1;
    return body;
  }
}

@Module({ imports: [HealthModule.forRoot([])], controllers: [ProbeController] })
class ProbeModule {}

let app: NestExpressApplication;
let url: string;

beforeAll(async () => {
  app = await bootstrapHttpService({
    name: 'identity-check-test',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: ProbeModule,
    telemetry: false,
    handleSignals: false,
  });
  url = httpServiceUrl(app);
});

afterAll(async () => {
  await app?.close();
});

const forged = {
  'x-user-id': USER,
  'x-organization-id': ORG,
  'x-organization-owner': 'true',
  'x-permissions': 'send_envelopes,manage_users',
  'x-organization-personal': 'false',
};
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

async function get(path: string, headers: Record<string, string>) {
  const response = await fetch(`${url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a service behind the gateway', () => {
  it('refuses identity headers that come without the gateway signature', async () => {
    const answer = await get('/whoami', forged);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject(UNAUTHENTICATED);
    expect((await get('/whoami', { 'x-client-id': 'app-7' })).status).toBe(401);
  });

  it('believes the identity the gateway signed, and only that', async () => {
    const signed = await asGateway('identity-check-test', forged);
    const answer = await get('/whoami', { ...signed, 'x-user-id': randomUUID(), 'x-permissions': '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userId: USER, organizationId: ORG, isOwner: true });
  });

  it('refuses a signature meant for another service or another request', async () => {
    const elsewhere = await asGateway('billing', forged);
    expect((await get('/whoami', elsewhere)).status).toBe(401);
    const signed = await asGateway('identity-check-test', forged);
    expect((await get('/whoami', { ...signed, 'x-request-id': 'another-request-id' })).status).toBe(401);
  });

  it('refuses a token signed by a key other than the gateway key', async () => {
    const stranger = new IdentityTokenSigner(generateKeyPairSync('ed25519').privateKey);
    const requestId = randomUUID();
    const token = await stranger.sign({ userId: USER }, { audience: 'identity-check-test', requestId });
    const answer = await get('/whoami', { 'x-request-id': requestId, [GATEWAY_IDENTITY_HEADER]: token });
    expect(answer.status).toBe(401);
  });

  it('refuses before reading the body or running the handler', async () => {
    const response = await fetch(`${url}/p/echo`, {
      method: 'POST',
      headers: { ...forged, 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(401);
    expect(handlerRuns).toBe(0);
  });

  it('serves anonymous calls as anonymous (public token routes), and the probes', async () => {
    expect(await get('/p/ping', {})).toEqual({ status: 200, body: { ok: true } });
    expect((await get('/whoami', {})).status).toBe(401);
    expect((await fetch(`${url}/healthz`, { headers: forged })).status).toBe(200);
  });
});
