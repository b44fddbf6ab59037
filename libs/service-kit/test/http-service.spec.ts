import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createTestDatabase, resolveTestServices, type TestDatabase, type TestEnv } from '@rubrica/testing';
import { bootstrapHttpService, httpServiceUrl } from '../src/index.js';
import { KitTestModule, slowRoute } from './kit-test.module.js';
import { freePort } from '@rubrica/testing';

import { eventually, forwardPort } from './tcp-forwarder.js';

const config = { PORT: 0, LOG_LEVEL: 'silent' };

let env: TestEnv;
let database: TestDatabase;
const running: NestExpressApplication[] = [];

async function boot(overrides: Partial<{ natsUrl: string; redisUrl: string }> = {}): Promise<string> {
  const app = await bootstrapHttpService({
    name: 'kit-test',
    config,
    module: KitTestModule.forRoot({
      databaseUrl: database.url,
      natsUrl: env.natsUrl,
      redisUrl: env.redisUrl,
      ...overrides,
    }),
    telemetry: false,
    handleSignals: false,
  });
  running.push(app);
  return httpServiceUrl(app);
}

async function readyz(
  url: string,
): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const response = await fetch(`${url}/readyz`);
  return {
    status: response.status,
    body: (await response.json()) as { status: string; checks: Record<string, string> },
  };
}

beforeAll(async () => {
  env = await resolveTestServices();
  database = await createTestDatabase('service_kit');
});

afterEach(async () => {
  for (const app of running.splice(0)) await app.close();
});

afterAll(async () => {
  await database?.drop();
});

describe('bootstrapHttpService with every dependency up', () => {
  let url: string;
  beforeEach(async () => {
    url = await boot();
  });

  it('answers /healthz with 200 ok', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 and every check up', async () => {
    expect(await readyz(url)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { db: 'up', nats: 'up', redis: 'up' } },
    });
  });

  it('created the database and applied its migrations at start', async () => {
    const dataSource = new DataSource({ type: 'postgres', url: database.url });
    await dataSource.initialize();
    try {
      const tables = await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
        expect.arrayContaining(['kit_probe', 'typeorm_migrations']),
      );
    } finally {
      await dataSource.destroy();
    }
  });

  it('serves Prometheus text at /metrics with the request duration histogram', async () => {
    await fetch(`${url}/healthz`);
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers an unknown route with the spec 404 body', async () => {
    const response = await fetch(`${url}/no/such/route?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });

  it('answers an unexpected error with 500 and only the request id as correlation id', async () => {
    const response = await fetch(`${url}/fault`, { headers: { 'X-Request-Id': 'gw-req-42' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('gw-req-42');
    expect(await response.json()).toMatchObject({ message: 'Server error.', correlation_id: 'gw-req-42' });
  });

  it('generates a request id when the caller sent none (or an unusable one) and quotes it', async () => {
    const cases: Array<Record<string, string>> = [{}, { 'X-Request-Id': 'bad id\twith spaces' }];
    for (const headers of cases) {
      const response = await fetch(`${url}/fault`, { headers });
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.json()).toMatchObject({ message: 'Server error.', correlation_id: requestId });
    }
  });

  it("answers a refusal as JSON even on a route that answers text, so the error's shape is read", async () => {
    const response = await fetch(`${url}/text-refusal`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      message: 'This action is unauthorized.',
      code: 'principal.permission_denied',
    });
  });

  it('rejects malformed JSON with a 400 in the spec shape', async () => {
    const response = await fetch(`${url}/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message', 'code']);
  });
});

describe('closing a service', () => {
  it('stops accepting connections, lets the request in flight finish, then closes', async () => {
    const url = await boot();
    const app = running.pop()!;
    slowRoute.arm();
    const inFlight = fetch(`${url}/slow`);
    await slowRoute.started;
    const closing = app.close();
    expect(await eventually(async () => !(app.getHttpServer() as Server).listening)).toBe(true);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    slowRoute.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
  });
});

describe('bootstrapHttpService with a dependency down', () => {
  it('starts with Redis unreachable, reports it down, and becomes ready when Redis appears', async () => {
    const port = await freePort();
    const url = await boot({ redisUrl: `redis://127.0.0.1:${port}` });
    expect(await readyz(url)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { db: 'up', nats: 'up', redis: 'down' } },
    });
    const forwarder = await forwardPort(port, env.redisUrl);
    try {
      expect(await eventually(async () => (await readyz(url)).status === 200)).toBe(true);
    } finally {
      await running.pop()?.close();
      await forwarder.close();
    }
  });

  it('starts with NATS unreachable, reports it down, and becomes ready when NATS appears', async () => {
    const port = await freePort();
    const url = await boot({ natsUrl: `nats://127.0.0.1:${port}` });
    expect(await readyz(url)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { db: 'up', nats: 'down', redis: 'up' } },
    });
    const forwarder = await forwardPort(port, env.natsUrl);
    try {
      expect(await eventually(async () => (await readyz(url)).status === 200)).toBe(true);
    } finally {
      await running.pop()?.close();
      await forwarder.close();
    }
  });

  it('names Redis as down when it points at a closed port (127.0.0.1:1)', async () => {
    const url = await boot({ redisUrl: 'redis://127.0.0.1:1' });
    const { status, body } = await readyz(url);
    expect(status).toBe(503);
    expect(body.checks.redis).toBe('down');
    expect(body.checks.db).toBe('up');
  });
});
