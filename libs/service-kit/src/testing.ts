import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Env } from '@rubrica/config';
import { createTestDatabase, resolveTestServices, type TestDatabase } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { bootstrapHttpService, httpServiceUrl, type HttpServiceOptions } from './bootstrap-http-service.js';
import { bootstrapWorker } from './bootstrap-worker.js';
import type { ProcessConfig } from './process-config.js';

export { publishTestEvent } from './publish-test-event.js';

export interface ServiceBootOptions<C extends ProcessConfig> {
  /** Process name, as in scripts/processes.json (`signing-worker`...). */
  name: string;
  kind: 'http' | 'worker';
  loadConfig: (env: Env) => C;
  module: (config: C) => DynamicModule;
  /** Extra tables the process's migrations create. */
  tables?: string[];
  /** Extra settings for this process (e.g. durable consumer names unique to the test). */
  env?: Env;
}

export interface StartedTestProcess {
  url: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Boots an HTTP process inside a spec: without telemetry or signal handlers (a spec boots several
 * apps in one process). When it cannot start, `release` frees what the spec had set up for it (its
 * database, NATS, files) before the failure is rethrown, so a failed boot leaves nothing behind.
 */
export async function bootTestHttpService(
  options: HttpServiceOptions,
  release: () => Promise<void>,
): Promise<NestExpressApplication> {
  try {
    return await bootstrapHttpService({ ...options, telemetry: false, handleSignals: false });
  } catch (error) {
    await release();
    throw error;
  }
}

/** An HTTP process a spec booted, with what the spec reaches it by. */
export interface TestHttpService extends StartedTestProcess {
  app: NestExpressApplication;
}

/**
 * Boots an HTTP process inside a spec (see `bootTestHttpService`); its `close` closes the app,
 * then `release` frees what the spec had set up for it.
 */
export async function startTestHttpService(
  options: HttpServiceOptions,
  release: () => Promise<void>,
): Promise<TestHttpService> {
  const app = await bootTestHttpService(options, release);
  return {
    app,
    url: httpServiceUrl(app),
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await release();
    },
  };
}

/** Starts one real process module on port 0 against a fresh database and the real NATS and Redis. */
export async function startTestProcess<C extends ProcessConfig>(
  options: ServiceBootOptions<C>,
  env: Env = {},
): Promise<StartedTestProcess & { database: TestDatabase }> {
  const services = await resolveTestServices();
  const database = await createTestDatabase(options.name.replace(/-/g, '_'));
  const config = {
    ...options.loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: services.natsUrl,
      REDIS_URL: services.redisUrl,
      ...env,
    }),
    PORT: 0,
  };
  const common = {
    name: options.name,
    config,
    module: options.module(config),
    telemetry: false,
    handleSignals: false,
  };
  if (options.kind === 'http') return { ...(await startTestHttpService(common, database.drop)), database };
  const worker = await bootstrapWorker(common);
  return {
    url: worker.url,
    dataSource: worker.context.get(DataSource),
    database,
    close: async () => {
      await worker.close();
      await database.drop();
    },
  };
}

/**
 * The checks every process owes the platform (ARCHITECTURE.md, "Observability"): ready once its
 * dependencies answer, migrated, probes and metrics served, the spec's 404 body. Call at the top
 * level of a spec file.
 */
export function describeServiceBoot<C extends ProcessConfig>(options: ServiceBootOptions<C>): void {
  let process: StartedTestProcess | undefined;

  beforeAll(async () => {
    process = await startTestProcess(options, options.env);
  });

  afterAll(async () => {
    await process?.close();
  });

  describe(`${options.name} process`, () => {
    it('is ready once its database, NATS and Redis answer', async () => {
      const response = await fetch(`${process!.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        checks: { db: 'up', nats: 'up', redis: 'up' },
      });
    });

    it('migrated its database', async () => {
      const tables: Array<{ table_name: string }> = await process!.dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['outbox_events', 'processed_events', ...(options.tables ?? [])]),
      );
    });

    it('serves /healthz and /metrics, and the spec 404 body for unknown routes', async () => {
      expect((await fetch(`${process!.url}/healthz`)).status).toBe(200);
      const metrics = await fetch(`${process!.url}/metrics`);
      expect(metrics.status).toBe(200);
      if (options.kind === 'http')
        expect(await metrics.text()).toContain('http_server_request_duration_seconds');
      const missing = await fetch(`${process!.url}/no-such-route`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ message: 'Not found.' });
    });

    if (options.kind === 'http') {
      it('answers 422 naming the field for a NUL byte or a lone surrogate in a JSON body or query', async () => {
        const post = (query: string, body: string) =>
          fetch(`${process!.url}/no-such-route${query}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
        const refusals = [
          await post('', '{"name":"a\\u0000b"}'),
          await post('', '{"items":[{"name":"\\ud800"}]}'),
          await post('?search=a%00b', '{}'),
          await post('?search=%ED%A0%80', '{}'),
        ];
        const fields = ['name', 'items.0.name', 'search', 'search'];
        for (const [index, response] of refusals.entries()) {
          expect(response.status).toBe(422);
          expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([
            fields[index],
          ]);
        }
      });
    }
  });
}
