import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jest } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { ensureStream } from '@rubrica/messaging';
import { STREAMS } from '@rubrica/proto';
import { httpServiceUrl, type WorkerProcess } from '@rubrica/service-kit';
import { asGateway, startPrivateNatsServer, type PrivateNatsServer } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import {
  captureNestLogs,
  startBodyServer,
  startTestHttp,
  startTestWorker,
  testGround,
} from './support/notifications-test-kit.js';

/** The receiver listens on a loopback address of its own, the only one the stack's allow-list admits. */
export const RECEIVER_HOST = '127.0.0.2';

/** A JSON answer as the tests read it (its shape is what each test asserts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiBody = any;

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhooksTestStack {
  api: string;
  receiverUrl: string;
  receiverPort: number;
  received: Received[];
  /** The most requests the receiver held at once on a `/slow` path (each answered after 300 ms). */
  slowPeak(): number;
  /** Answers the next requests for an event id with these statuses, then 204. */
  failNext(eventId: string, ...statuses: number[]): void;
  db: DataSource;
  nats: NatsConnection;
  worker: WorkerProcess;
  publish(subject: string, eventId: string, payload: Record<string, unknown>): Promise<void>;
  call(
    caller: { userId: string; organizationId: string; owner?: boolean },
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: ApiBody }>;
  until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs?: number): Promise<T>;
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The notifications HTTP process and worker on a fresh database, queue prefix and private NATS
 * (so the envelopes stream holds this file's events only), with a real HTTP receiver. `extraEnv`
 * is added to both processes' settings.
 */
export async function startWebhooksTestStack(
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<WebhooksTestStack> {
  const { services, database, prefix } = await testGround(name);
  const natsServer: PrivateNatsServer = await startPrivateNatsServer(`webhooks-${name}`);
  const mailDir = await mkdtemp(join(tmpdir(), `rubrica-webhooks-mail-${name}-`));
  captureNestLogs();

  const received: Received[] = [];
  const failures = new Map<string, number[]>();
  let slowNow = 0;
  let slowPeak = 0;
  const receiver = await startBodyServer((req, body, res) => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    const id = String(req.headers['webhook-id'] ?? '');
    const planned = failures.get(id);
    const status = planned?.shift();
    if (status !== undefined) return void res.writeHead(status).end('receiver says no');
    if (req.url?.startsWith('/big')) return void res.writeHead(200).end(Buffer.alloc(128 * 1024, 'x'));
    if (req.url?.startsWith('/hang')) return; // never answers
    if (!req.url?.startsWith('/slow')) return void res.writeHead(204).end();
    slowNow += 1;
    slowPeak = Math.max(slowPeak, slowNow);
    setTimeout(() => {
      slowNow -= 1;
      res.writeHead(204).end();
    }, 300);
  }, RECEIVER_HOST);
  const receiverPort = receiver.port;

  const env = {
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: natsServer.url,
    REDIS_URL: services.redisUrl,
    JOBS_PREFIX: prefix,
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
    OUTBOUND_ALLOWED_PRIVATE_NETWORKS: `${RECEIVER_HOST}/32`,
    OUTBOUND_ALLOWED_PORTS: `80,443,${receiverPort}`,
    ...extraEnv,
  };
  const http: NestExpressApplication = await startTestHttp(env);
  const api = httpServiceUrl(http);
  const worker: WorkerProcess = await startTestWorker({
    ...env,
    MAIL_OUTBOX_DIR: mailDir,
    WEBHOOK_RETRY_SCHEDULE_MS: '100,100,100',
    WEBHOOK_TIMEOUT_MS: '2000',
    WEBHOOK_ENDPOINT_CONCURRENCY: '1',
  });

  const nats = await connect({ servers: natsServer.url });
  await ensureStream(await jetstreamManager(nats), {
    name: STREAMS.envelopes.name,
    subjects: [...STREAMS.envelopes.subjects],
  });
  const js = jetstream(nats);
  const db = new DataSource({ type: 'postgres', url: database.url });
  await db.initialize();

  const until = async <T>(
    probe: () => Promise<T | undefined> | T | undefined,
    timeoutMs = 20_000,
  ): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('the awaited state never came');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  return {
    api,
    receiverUrl: `http://${RECEIVER_HOST}:${receiverPort}/hooks`,
    receiverPort,
    received,
    worker,
    slowPeak: () => slowPeak,
    failNext: (eventId, ...statuses) => void failures.set(eventId, statuses),
    db,
    nats,
    async publish(subject, eventId, payload) {
      const headers = natsHeaders();
      headers.set('Nats-Msg-Id', eventId);
      headers.set('Rubrica-Event-Type', `rubrica.envelopes.v1.${subject.split('.').slice(2).join('.')}`);
      await js.publish(subject, JSON.stringify(payload), { headers, msgID: eventId });
    },
    async call(caller, method, path, body) {
      const headers = await asGateway('notifications', {
        'x-user-id': caller.userId,
        'x-organization-id': caller.organizationId,
        'x-organization-owner': caller.owner === false ? 'false' : 'true',
        'x-organization-personal': 'false',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      });
      const response = await fetch(`${api}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    until,
    async mails() {
      const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) =>
        file.endsWith('.eml'),
      );
      return Promise.all(files.map((file) => readFile(join(mailDir, file), 'utf8')));
    },
    async close() {
      await worker.close();
      await http.close();
      await nats.drain();
      await db.destroy();
      await database.drop();
      receiver.server.closeAllConnections();
      await receiver.close();
      await natsServer.stop();
      const { createQueue } = await import('@rubrica/jobs');
      const queue = createQueue('notifications', { redisUrl: services.redisUrl, prefix });
      await queue.bullQueue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await rm(mailDir, { recursive: true, force: true });
      jest.restoreAllMocks();
    },
  };
}
