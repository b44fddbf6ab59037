import { createHash, randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createBlobStore, type BlobStore } from '@rubrica/blob';
import { createQueue, type JobQueue, type SendEmailJob } from '@rubrica/jobs';
import { decodeRpcRequest, type EventInit, type EventSubject } from '@rubrica/proto';
import { bootstrapWorker, httpServiceUrl, type WorkerProcess } from '@rubrica/service-kit';
import { bootTestHttpService, publishTestEvent } from '@rubrica/service-kit/testing';
import { serviceTestGround, uniqueName } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import {
  loadEnvelopesConfig,
  loadEnvelopesWorkerConfig,
  type EnvelopesConfig,
  type EnvelopesWorkerConfig,
} from '../../src/envelopes.config.js';
import { connectEnvelopesRpcServer } from '../../src/public/connect-envelopes-rpc-server.js';
import { FlowEventConsumers } from '../../src/signing-flow/flow-event-consumers.js';
import { WorkerModule } from '../../src/worker.module.js';
import { memberHeaders } from '../gateway-request.js';

export type BillingAnswer = 'allow' | 'no-credits' | 'plan-cycle-limit';

/** Answers billing's request-reply patterns as billing would (Nest's NATS packet format). */
export interface BillingStub {
  answer: BillingAnswer;
  consumed: Array<{ organization_id: string; envelope_id: string; idempotency_key: string }>;
  /** The plan features (`whatsapp` ...) of each organization; none unless set. */
  features: Map<string, string[]>;
}

export interface FlowTestApp {
  url: string;
  app: NestExpressApplication;
  dataSource: DataSource;
  config: EnvelopesConfig;
  blobs: BlobStore;
  nats: NatsConnection;
  billing: BillingStub;
  /** E-mails asked of the notifications worker (jobs of the `notifications` queue). */
  mails(): Promise<Array<{ id: string; job: SendEmailJob; at: number }>>;
  envelopesQueue: JobQueue<'envelopes'>;
  /** Starts the envelopes worker process on the same database (expirations, reminders). */
  startWorker(overrides?: Partial<EnvelopesWorkerConfig>): Promise<WorkerProcess>;
  /** Publishes an event on JetStream as its producer's outbox relay would. */
  publish<S extends EventSubject>(subject: S, message: EventInit<S>, id?: string): Promise<string>;
  /** Resolves once the flow's consumers settled the event with this id. */
  settled(eventId: string): Promise<string>;
  /** Publishes an event (see {@link publish}) and resolves with how the flow's consumers settled it. */
  handled<S extends EventSubject>(subject: S, message: EventInit<S>, id?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The flow app a spec file runs against, started before its tests (`beforeAll`, ahead of the
 * file's own hooks) and closed after them. The object is filled in once the app is up, so a file
 * holds it in a constant from its top.
 */
export function useFlowApp(name: string, options: Parameters<typeof startFlowApp>[1] = {}): FlowTestApp {
  const kit = {} as FlowTestApp;
  let started: FlowTestApp | undefined;
  beforeAll(async () => {
    started = await startFlowApp(name, options);
    Object.assign(kit, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return kit;
}

export async function startFlowApp(
  name: string,
  options: { env?: Record<string, string>; rpcServer?: boolean } = {},
): Promise<FlowTestApp> {
  const ground = await serviceTestGround('envelopes', name, { privateNats: { fallbackToShared: true } });
  const prefix = uniqueName(`jobs_${name}`);
  const env = {
    ...ground.env,
    JOBS_PREFIX: prefix,
    FLOW_EVENTS_DURABLE_PREFIX: uniqueName(`flow_${name}`),
    PUBLIC_URL: 'https://rubrica.test',
    ...options.env,
  };
  const config: EnvelopesConfig = { ...loadEnvelopesConfig(env), PORT: 0 };

  const nats = await connect({ servers: ground.env.NATS_URL });
  const billing: BillingStub = { answer: 'allow', consumed: [], features: new Map() };
  const reply = (data: unknown, response: unknown) =>
    JSON.stringify({ id: (data as { id?: string }).id, response, isDisposed: true });
  nats.subscribe('billing.may_send.v1', {
    callback: (_error, message) => {
      const reason = {
        allow: 'MAY_SEND_REASON_OK',
        'no-credits': 'MAY_SEND_REASON_NO_CREDITS',
        'plan-cycle-limit': 'MAY_SEND_REASON_PLAN_CYCLE_LIMIT',
      }[billing.answer];
      message.respond(
        reply(message.json(), { allowed: billing.answer === 'allow', reason, available: 5, consumed: 0 }),
      );
    },
  });
  nats.subscribe('billing.plan_limits.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const { organizationId } = decodeRpcRequest('billing.plan_limits.v1', packet.data);
      const features = billing.features.get(organizationId) ?? [];
      message.respond(reply(packet, { plan: { id: 'free', name: 'Free' }, limits: [], features }));
    },
  });
  nats.subscribe('billing.consume_envelope_credit.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const request = decodeRpcRequest('billing.consume_envelope_credit.v1', packet.data);
      const already = billing.consumed.some((entry) => entry.idempotency_key === request.idempotencyKey);
      if (!already)
        billing.consumed.push({
          organization_id: request.organizationId,
          envelope_id: request.envelopeId,
          idempotency_key: request.idempotencyKey,
        });
      message.respond(
        reply(packet, { available: 5, consumed: billing.consumed.length, already_consumed: already }),
      );
    },
  });

  const app = await bootTestHttpService(
    {
      name: 'envelopes',
      config,
      module: AppModule.forRoot(config),
      configure: options.rpcServer ? (created) => connectEnvelopesRpcServer(created, config) : undefined,
    },
    async () => {
      await nats.close();
      await ground.release();
    },
  );
  const notifications = createQueue('notifications', { redisUrl: ground.redisUrl, prefix });
  const envelopesQueue = createQueue('envelopes', { redisUrl: ground.redisUrl, prefix });
  const workers: WorkerProcess[] = [];
  const outcomes = new Map<string, string>();
  const waiters = new Map<string, (kind: string) => void>();
  app.get(FlowEventConsumers).onOutcome((outcome) => {
    outcomes.set(outcome.eventId, outcome.kind);
    waiters.get(outcome.eventId)?.(outcome.kind);
  });

  const flow: FlowTestApp = {
    url: httpServiceUrl(app),
    app,
    dataSource: app.get(DataSource),
    config,
    blobs: createBlobStore(config),
    nats,
    billing,
    envelopesQueue,
    async mails() {
      const jobs = await notifications.bullQueue.getJobs([
        'waiting',
        'delayed',
        'active',
        'completed',
        'failed',
      ]);
      return jobs
        .map((job) => ({
          id: job.id ?? '',
          job: (job.data as { payload: SendEmailJob }).payload,
          at: job.timestamp,
        }))
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    },
    async startWorker(overrides = {}) {
      const workerConfig: EnvelopesWorkerConfig = {
        ...loadEnvelopesWorkerConfig(env),
        PORT: 0,
        ...overrides,
      };
      const worker = await bootstrapWorker({
        name: 'envelopes-worker',
        config: workerConfig,
        module: WorkerModule.forRoot(workerConfig),
        telemetry: false,
        handleSignals: false,
      });
      workers.push(worker);
      return worker;
    },
    publish: (subject, message, id) => publishTestEvent(nats, subject, message, id),
    settled(eventId) {
      const known = outcomes.get(eventId);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiters.set(eventId, resolve));
    },
    async handled(subject, message, id) {
      return flow.settled(await flow.publish(subject, message, id));
    },
    async close() {
      for (const worker of workers) await worker.close();
      await app.close();
      await notifications.bullQueue.obliterate({ force: true }).catch(() => undefined);
      await envelopesQueue.bullQueue.obliterate({ force: true }).catch(() => undefined);
      await notifications.close();
      await envelopesQueue.close();
      await nats.close();
      await ground.release();
    },
  };
  return flow;
}

/** The headers the gateway sets for a verified member of `organizationId`. */
export function member(
  userId: string,
  organizationId: string,
  flags: string[] = ['send_envelopes'],
): Record<string, string> {
  return memberHeaders(userId, organizationId, flags);
}

export { call, type HttpAnswer } from '../gateway-request.js';

/** Waits until `probe` returns something other than undefined (work done in the background). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  attempts = 300,
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The token of the newest viewer link e-mailed to `address`. */
export async function linkTokenFor(
  kit: FlowTestApp,
  address: string,
  kind: 'viewer' | 'download' = 'viewer',
) {
  const mails = (await kit.mails()).filter((mail) => mail.job.to === address && mail.job.params.link);
  const pattern =
    kind === 'viewer'
      ? /\/business\/envelopes\/viewer\/([A-Za-z0-9_-]+)$/
      : /\/business\/envelopes\/download\/([A-Za-z0-9_-]+)$/;
  const tokens = mails.map((mail) => pattern.exec(mail.job.params.link!)?.[1]).filter(Boolean) as string[];
  if (!tokens.length) throw new Error(`no ${kind} link was e-mailed to ${address}`);
  return tokens[tokens.length - 1]!;
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function randomHashid(): string {
  return randomBytes(6).toString('hex');
}
