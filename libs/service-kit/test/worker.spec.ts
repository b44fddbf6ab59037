import { createTestDatabase, resolveTestServices, type TestDatabase } from '@rubrica/testing';
import { bootstrapWorker, type WorkerProcess } from '../src/index.js';
import { KitTestModule } from './kit-test.module.js';

let database: TestDatabase;
let worker: WorkerProcess;

beforeAll(async () => {
  const env = await resolveTestServices();
  database = await createTestDatabase('service_kit_worker');
  worker = await bootstrapWorker({
    name: 'kit-test-worker',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: KitTestModule.forRoot({
      databaseUrl: database.url,
      natsUrl: env.natsUrl,
      redisUrl: env.redisUrl,
    }),
    telemetry: false,
    handleSignals: false,
  });
});

afterAll(async () => {
  await worker?.close();
  await database?.drop();
});

describe('bootstrapWorker', () => {
  it('serves /healthz and /readyz on its probe port', async () => {
    const health = await fetch(`${worker.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${worker.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { db: 'up', nats: 'up', redis: 'up' } });
  });

  it('serves Prometheus text at /metrics', async () => {
    const response = await fetch(`${worker.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('process_cpu_user_seconds_total');
  });

  it('serves no API routes: the module controllers are not mounted', async () => {
    const response = await fetch(`${worker.url}/fault`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found.' });
  });
});
