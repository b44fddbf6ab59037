// Boots the real signing worker (its own database, queue prefix, durable consumers, blob root and
// data dir) against the shared Redis and PostgreSQL and a NATS server of its own (the envelopes
// service's tests publish the same subjects on the shared one), and plays the envelopes service around
// it: publishing its requests on RUBRICA_ENVELOPES and listening for the answers on the signing
// subjects.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AckPolicy, DeliverPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { FsBlobStore, type BlobStore } from '@rubrica/blob';
import { createQueue, type JobQueue } from '@rubrica/jobs';
import { ensureStream } from '@rubrica/messaging';
import { decodeEvent, STREAMS, type EventInit, type EventMessage, type EventSubject } from '@rubrica/proto';
import { bootstrapWorker, type WorkerProcess } from '@rubrica/service-kit';
import { publishTestEvent } from '@rubrica/service-kit/testing';
import { eventually, serviceTestGround, uniqueName } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { loadSigningWorkerConfig, type SigningWorkerConfig } from '../src/signing.config.js';
import { WorkerModule } from '../src/worker.module.js';

type AnswerSubject = Extract<EventSubject, `rubrica.signing.${string}`>;
type RequestSubject =
  'rubrica.envelopes.recipient.signing_requested' | 'rubrica.envelopes.envelope.sealing_requested';

export interface Answer<S extends AnswerSubject = AnswerSubject> {
  subject: S;
  eventId: string;
  message: EventMessage<S>;
}

export interface SigningWorkerHarness {
  config: SigningWorkerConfig;
  blobs: BlobStore;
  blobRoot: string;
  dataSource: DataSource;
  queue: JobQueue<'signing'>;
  /** Publishes an envelopes event; returns its event id (pass one to re-deliver the same event). */
  publish<S extends RequestSubject>(subject: S, event: EventInit<S>, eventId?: string): Promise<string>;
  /** Resolves with the first answer to `requestId` (of any of the four answer subjects). */
  answerTo(requestId: string): Promise<Answer>;
  /** Every answer to `requestId` seen so far. */
  answersTo(requestId: string): Answer[];
  /** Waits until the outbox holds nothing unpublished, then a little for it to arrive here. */
  settled(): Promise<void>;
  /** Starts another worker on the same database and queue (a second replica, or a restart). */
  startWorker(): Promise<WorkerProcess>;
  /** Stops every worker (the harness's database connection stays open). */
  stopWorkers(): Promise<void>;
  close(): Promise<void>;
}

const ANSWER_SUBJECTS: AnswerSubject[] = [
  'rubrica.signing.recipient.applied',
  'rubrica.signing.recipient.failed',
  'rubrica.signing.envelope.sealed',
  'rubrica.signing.envelope.sealing_failed',
];

export { eventually };

export async function startSigningWorker(
  name: string,
  env: Record<string, string> = {},
): Promise<SigningWorkerHarness> {
  const ground = await serviceTestGround('signing', name, { privateNats: {} });
  const dataDir = await mkdtemp(join(tmpdir(), 'rubrica-signing-data-'));
  const prefix = uniqueName(`signing_${name}`);
  const config = {
    ...loadSigningWorkerConfig({
      ...ground.env,
      JOBS_PREFIX: prefix,
      SIGNING_DATA_DIR: dataDir,
      SIGNING_JOB_ATTEMPTS: '3',
      SIGNING_JOB_BACKOFF_MS: '200',
      SIGNING_REQUESTS_DURABLE: uniqueName('signing_requests'),
      SEALING_REQUESTS_DURABLE: uniqueName('sealing_requests'),
      ...env,
    }),
    PORT: 0,
  };

  const nats: NatsConnection = await connect({ servers: ground.env.NATS_URL });
  const jsm = await jetstreamManager(nats);
  await ensureStream(jsm, { name: STREAMS.envelopes.name, subjects: [...STREAMS.envelopes.subjects] });
  await ensureStream(jsm, { name: STREAMS.signing.name, subjects: [...STREAMS.signing.subjects] });
  // The consumers start where this test starts, as they would on a stream holding older requests.
  for (const [durable, subject] of [
    [config.SIGNING_REQUESTS_DURABLE, 'rubrica.envelopes.recipient.signing_requested'],
    [config.SEALING_REQUESTS_DURABLE, 'rubrica.envelopes.envelope.sealing_requested'],
  ] as const) {
    await jsm.consumers.add(STREAMS.envelopes.name, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      ack_wait: nanos(30_000),
      max_deliver: -1,
      filter_subject: subject,
    });
  }

  const answers: Answer[] = [];
  const subscriptions: Subscription[] = ANSWER_SUBJECTS.map((subject) =>
    nats.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        answers.push({
          subject,
          eventId: message.headers?.get('Nats-Msg-Id') ?? '',
          message: decodeEvent(subject, message.json()),
        } as Answer);
      },
    }),
  );
  await nats.flush();

  const workers: WorkerProcess[] = [];
  const startWorker = async () => {
    const worker = await bootstrapWorker({
      name: 'signing-worker',
      config,
      module: WorkerModule.forRoot(config),
      telemetry: false,
      handleSignals: false,
    });
    workers.push(worker);
    return worker;
  };
  await startWorker();
  // The test's own connection, so it can look at the database while no worker runs.
  const dataSource = new DataSource({ type: 'postgres', url: ground.database.url });
  await dataSource.initialize();
  const queue = createQueue('signing', { redisUrl: ground.redisUrl, prefix });
  const blobs = new FsBlobStore(ground.blobRoot);
  const answersTo = (requestId: string) =>
    answers.filter((answer) => (answer.message as { requestId: string }).requestId === requestId);

  return {
    config,
    blobs,
    blobRoot: ground.blobRoot,
    dataSource,
    queue,
    publish: (subject, event, eventId) => publishTestEvent(nats, subject, event, eventId),
    answerTo: (requestId) =>
      eventually(async () => answersTo(requestId)[0], `an answer to request ${requestId}`, 120_000),
    answersTo,
    async settled() {
      await eventually(async () => {
        const rows: unknown[] = await dataSource.query(
          'SELECT 1 FROM outbox_events WHERE published_at IS NULL',
        );
        return rows.length === 0 ? true : undefined;
      }, 'the outbox to be published');
      await nats.flush();
    },
    startWorker,
    async stopWorkers() {
      for (const worker of workers.splice(0)) await worker.close();
    },
    async close() {
      for (const worker of workers.splice(0)) await worker.close().catch(() => undefined);
      await dataSource.destroy();
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const durable of [config.SIGNING_REQUESTS_DURABLE, config.SEALING_REQUESTS_DURABLE]) {
        await jsm.consumers.delete(STREAMS.envelopes.name, durable).catch(() => undefined);
      }
      await nats.close();
      await queue.bullQueue.obliterate({ force: true });
      await queue.close();
      await ground.release();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
