import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
} from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { createBlobStore, readBlob, type BlobStore } from '@rubrica/blob';
import { createQueue } from '@rubrica/jobs';
import { ensureStream, type EventOutcome } from '@rubrica/messaging';
import { STREAMS, timestampNow, type EventInit } from '@rubrica/proto';
import { bootstrapWorker, type WorkerProcess } from '@rubrica/service-kit';
import { publishTestEvent } from '@rubrica/service-kit/testing';
import {
  createTestDatabase,
  eventually,
  resolveTestServices,
  uniqueName,
  type TestDatabase,
} from '@rubrica/testing';
import { conversionJobId } from '../../src/conversions/conversion-job-id.util.js';
import { ConversionRequestsConsumer } from '../../src/conversions/conversion-requests.consumer.js';
import { ReconcileConversionsUseCase } from '../../src/conversions/use-cases/reconcile-conversions/reconcile-conversions.use-case.js';
import { loadStorageWorkerConfig, type StorageWorkerConfig } from '../../src/storage.config.js';
import { WorkerModule } from '../../src/worker.module.js';

const REQUESTED = 'rubrica.envelopes.document.conversion_requested';
export type ConversionRequestInit = EventInit<typeof REQUESTED>;

/** An answer as it arrived on RUBRICA_STORAGE. */
export interface StreamAnswer {
  eventId: string;
  subject: string;
  type: string;
  payload: Record<string, unknown>;
}

export interface ConversionTestApp {
  config: StorageWorkerConfig;
  dataSource: DataSource;
  blobs: BlobStore;
  /** Publishes a request as the envelopes service's relay would; returns the event id. */
  publish(request: ConversionRequestInit, eventId?: string): Promise<string>;
  /** Resolves when the consumer has settled the event (applied or duplicate). */
  settled(eventId: string): Promise<EventOutcome>;
  /** The one answer this app wrote for the request, once it has arrived on the storage stream. */
  answer(requestId: string): Promise<StreamAnswer>;
  /** How many answers this app wrote for the request. */
  answerCount(requestId: string): Promise<number>;
  /** One run of the stuck-conversions reconciliation; returns how many were put back. */
  reconcile(): Promise<number>;
  /** Attempts of the request's job that have ended (failed or finished); 0 before any. */
  jobAttempts(requestId: string): Promise<number>;
  close(): Promise<void>;
}

export async function startConversionApp(name: string): Promise<ConversionTestApp> {
  const services = await resolveTestServices();
  const database: TestDatabase = await createTestDatabase(`storage_${name}`);
  const scratch = await mkdtemp(join(tmpdir(), `storage-${name}-`));
  const config: StorageWorkerConfig = {
    ...loadStorageWorkerConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: services.natsUrl,
      REDIS_URL: services.redisUrl,
      BLOB_FS_ROOT: join(scratch, 'blobs'),
      CONVERSION_WORK_DIR: join(scratch, 'work'),
      PATH: '/usr/local/bin:/usr/bin:/bin',
    }),
    PORT: 0,
    WORKER_CONCURRENCY: 2,
    CONVERSION_JOB_ATTEMPTS: 3,
    CONVERSION_JOB_BACKOFF_MS: 1_000,
    JOBS_PREFIX: uniqueName(`jobs_${name}`),
    CONVERSION_REQUESTS_DURABLE: uniqueName(`conversions_${name}`),
  };

  const nats: NatsConnection = await connect({ servers: services.natsUrl });
  const jsm = await jetstreamManager(nats);
  await ensureStream(jsm, { name: STREAMS.envelopes.name, subjects: [...STREAMS.envelopes.subjects] });
  await ensureStream(jsm, { name: STREAMS.storage.name, subjects: [...STREAMS.storage.subjects] });
  // Everything published on the storage stream from now on, in order.
  const seen: StreamAnswer[] = [];
  const answers: ConsumerMessages = await (
    await jetstream(nats).consumers.get(STREAMS.storage.name, {
      filter_subjects: 'rubrica.storage.document.>',
      deliver_policy: DeliverPolicy.New,
    })
  ).consume();
  const reading = (async () => {
    for await (const message of answers) {
      seen.push({
        eventId: message.headers?.get('Nats-Msg-Id') ?? '',
        subject: message.subject,
        type: message.headers?.get('Rubrica-Event-Type') ?? '',
        payload: message.json<Record<string, unknown>>(),
      });
    }
  })();

  await createDurableFromNow(nats, config.CONVERSION_REQUESTS_DURABLE);
  const queue = createQueue('storage', { redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX });

  let worker: WorkerProcess;
  try {
    worker = await bootstrapWorker({
      name: 'storage-worker',
      config,
      module: WorkerModule.forRoot(config),
      telemetry: false,
      handleSignals: false,
    });
  } catch (error) {
    await queue.close();
    await answers.close();
    await nats.close();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  const dataSource = worker.context.get(DataSource);
  const consumer = worker.context.get(ConversionRequestsConsumer);
  const outcomes = new Map<string, EventOutcome>();
  const waiters = new Map<string, Array<(outcome: EventOutcome) => void>>();
  consumer.onOutcome((outcome) => {
    if (outcome.kind !== 'applied' && outcome.kind !== 'duplicate') return;
    outcomes.set(outcome.eventId, outcome);
    for (const resolve of waiters.get(outcome.eventId) ?? []) resolve(outcome);
    waiters.delete(outcome.eventId);
  });

  const ourAnswerIds = async (requestId: string): Promise<string[]> => {
    const rows: Array<{ id: string }> = await dataSource.query(
      `SELECT id FROM outbox_events WHERE payload->>'requestId' = $1`,
      [requestId],
    );
    return rows.map((row) => row.id);
  };

  return {
    config,
    dataSource,
    blobs: createBlobStore(config),
    publish: (request, eventId) => publishTestEvent(nats, REQUESTED, request, eventId),
    settled(eventId) {
      const known = outcomes.get(eventId);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => waiters.set(eventId, [...(waiters.get(eventId) ?? []), resolve]));
    },
    async answer(requestId) {
      // Other test processes may answer the same request from their own databases: only the
      // answer this app wrote (its outbox row id is the stream message id) counts.
      return eventually(async () => {
        const [id] = await ourAnswerIds(requestId);
        return id === undefined ? undefined : seen.find((answer) => answer.eventId === id);
      }, `the answer to ${requestId}`);
    },
    async answerCount(requestId) {
      return (await ourAnswerIds(requestId)).length;
    },
    reconcile: () => worker.context.get(ReconcileConversionsUseCase).execute(),
    async jobAttempts(requestId) {
      const job = await queue.bullQueue.getJob(conversionJobId(requestId));
      return job?.attemptsMade ?? 0;
    },
    async close() {
      await queue.close();
      await jsm.consumers
        .delete(STREAMS.envelopes.name, config.CONVERSION_REQUESTS_DURABLE)
        .catch(() => undefined);
      await worker.close();
      await answers.close();
      await reading;
      await nats.close();
      await database.drop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Creates the app's durable consumer as EventConsumer would, but starting at new messages: the
 * shared test server's envelopes stream holds every earlier run's requests, and replaying them
 * would only slow the tests down.
 */
export async function createDurableFromNow(nats: NatsConnection, durable: string): Promise<void> {
  await (
    await jetstreamManager(nats)
  ).consumers.add(STREAMS.envelopes.name, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    ack_wait: nanos(30_000),
    max_deliver: -1,
    filter_subject: REQUESTED,
  });
}

/** A request for a document already in the blob store, with fresh ids. */
export function conversionRequest(
  sourceName: string,
  overrides: Partial<ConversionRequestInit> = {},
): ConversionRequestInit & { requestId: string; sourceBlobKey: string; targetBlobKey: string } {
  const envelopeId = randomUUID();
  const documentId = randomUUID();
  return {
    envelopeId,
    organizationId: randomUUID(),
    isSandbox: false,
    occurredAt: timestampNow(),
    documentId,
    requestId: randomUUID(),
    sourceBlobKey: `envelopes/${envelopeId}/documents/${documentId}/original`,
    sourceName,
    targetBlobKey: `envelopes/${envelopeId}/documents/${documentId}/converted.pdf`,
    ...overrides,
  } as ConversionRequestInit & { requestId: string; sourceBlobKey: string; targetBlobKey: string };
}

export { eventually };

const run = promisify(execFile);

/** `qpdf --check`'s verdict and `pdftotext`'s text of a PDF held in the blob store. */
export async function inspectStoredPdf(
  blobs: BlobStore,
  key: string,
): Promise<{ qpdfExitCode: number; text: string }> {
  const pdf = await readBlob(blobs, key);
  const folder = await mkdtemp(join(tmpdir(), 'storage-pdf-'));
  try {
    const path = join(folder, 'document.pdf');
    await writeFile(path, pdf);
    const qpdfExitCode = await run('qpdf', ['--check', path]).then(
      () => 0,
      (error: { code?: number }) => error.code ?? 1,
    );
    const { stdout } = await run('pdftotext', ['-layout', path, '-']);
    return { qpdfExitCode, text: stdout };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
