import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jest } from '@jest/globals';
import { createQueue, listDeadLetters, type JobQueue } from '@rubrica/jobs';
import { bootstrapHttpService, bootstrapWorker, type WorkerProcess } from '@rubrica/service-kit';
import { createTestDatabase, eventually, resolveTestServices, uniqueName } from '@rubrica/testing';
import { AppModule } from '../../src/app.module.js';
import { loadNotificationsConfig, loadNotificationsWorkerConfig } from '../../src/notifications.config.js';
import { WorkerModule } from '../../src/worker.module.js';

/** Every line a process logged through Nest, by level. */
export interface CapturedLogs {
  log: string[];
  warn: string[];
  error: string[];
}

/** What a test holds of the worker's queue: the producer side, the logs, and jobs sent and settled. */
export interface QueueHarness<Payload> {
  /** The producer side, as another service would hold it (retries shortened: 3 attempts, 20 ms apart). */
  queue: JobQueue<'notifications'>;
  /** Every line the processes logged through Nest, by level. */
  logs: CapturedLogs;
  send(payload: Payload, jobId: string): Promise<string>;
  /** Resolves once the job is completed or failed for good, with that state. */
  settled(jobId: string): Promise<'completed' | 'failed'>;
  /** Sends the job, then resolves once it is completed or failed for good, with that state. */
  sendSettled(payload: Payload, jobId: string): Promise<'completed' | 'failed'>;
}

/** Keeps what Nest's loggers print instead of printing it (undone by `jest.restoreAllMocks()`). */
export function captureNestLogs(): CapturedLogs {
  const logs: CapturedLogs = { log: [], warn: [], error: [] };
  for (const level of ['log', 'warn', 'error'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
      logs[level].push(String(message));
    });
  }
  return logs;
}

/** The running services, and a database and queue prefix of the test's own (named `notifications_<name>`). */
export async function testGround(name: string) {
  const services = await resolveTestServices();
  const database = await createTestDatabase(`notifications_${name}`);
  return { services, database, prefix: uniqueName(`notifications_${name}`) };
}

/** The producer side of the queue, as another service holds it, with retries shortened: 3 attempts, 20 ms apart. */
export function producerQueue(redisUrl: string, prefix: string): JobQueue<'notifications'> {
  return createQueue('notifications', { redisUrl, prefix, attempts: 3, backoffDelayMs: 20 });
}

/** Resolves once the job is completed or failed for good, with that state. */
export function jobSettled(queue: JobQueue<'notifications'>, jobId: string): Promise<'completed' | 'failed'> {
  return eventually(
    async () => {
      const state = await queue.bullQueue.getJobState(jobId);
      return state === 'completed' || state === 'failed' ? state : undefined;
    },
    `job ${jobId} to settle`,
    20_000,
  );
}

/** Resolves, once `sending` has queued the job, with the state the job settles in. */
export async function sentAndSettled(
  queue: JobQueue<'notifications'>,
  sending: Promise<string>,
  jobId: string,
): Promise<'completed' | 'failed'> {
  await sending;
  return jobSettled(queue, jobId);
}

/** The job's entry in the queue's dead letters, if it has one. */
export async function deadLetterOf(queue: JobQueue<'notifications'>, jobId: string) {
  return (await listDeadLetters(queue)).find((letter) => letter.jobId === jobId);
}

/** A port nothing listens on: taken from the system, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local HTTP server on a free port of `host`: it hands each request, with its whole body as text, to `answer`. */
export interface BodyServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startBodyServer(
  answer: (request: IncomingMessage, body: string, response: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<BodyServer> {
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The notifications HTTP process as it runs in production, configured by `env`, on a free port. */
export function startTestHttp(env: Record<string, string>): Promise<NestExpressApplication> {
  const config = { ...loadNotificationsConfig(env), PORT: 0 };
  return bootstrapHttpService({
    name: 'notifications',
    config,
    rawBody: true,
    module: AppModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
  });
}

/** The notifications worker as it runs in production, configured by `env`. */
export function startTestWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const config = { ...loadNotificationsWorkerConfig(env), PORT: 0 };
  return bootstrapWorker({
    name: 'notifications-worker',
    config,
    module: WorkerModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
  });
}
