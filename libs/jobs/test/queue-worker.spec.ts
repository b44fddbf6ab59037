import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  createQueue,
  createWorker,
  enqueue,
  listDeadLetters,
  retryDeadLetter,
  type CreateQueueOptions,
  type JobHandlers,
  type JobQueue,
  type JobWorker,
  type QueueName,
} from '@rubrica/jobs';
import {
  InMemorySpanExporter,
  startTelemetry,
  traceIdOf,
  withSpan,
  type Telemetry,
} from '@rubrica/telemetry';
import { testEnv, uniqueName } from '@rubrica/testing';

const { redisUrl } = testEnv();
const filePrefix = uniqueName('jobs_spec');
let testCount = 0;
const spans = new InMemorySpanExporter();
let telemetry: Telemetry;
const open: { close(): Promise<void> }[] = [];

/** Polls until `check` holds; the deadline only stops a broken test from hanging. */
async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  deadlineMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The signing queue's archive jobs, which these cases do not enqueue. */
const idleArchiveJobs = {
  'retimestamp-archive': async () => undefined,
  'retimestamp-sealed-copy': async () => undefined,
};

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A queue under a prefix of its own, so tests never share jobs. */
function setUp<Q extends QueueName>(name: Q, queueOptions: Partial<CreateQueueOptions> = {}) {
  const prefix = `${filePrefix}_${++testCount}`;
  const queue: JobQueue<Q> = createQueue(name, { redisUrl, prefix, ...queueOptions });
  open.push(queue);
  const worker = (
    handlers: JobHandlers<Q>,
    options: { lockDuration?: number; stalledInterval?: number } = {},
  ) => {
    const started: JobWorker = createWorker(name, handlers, { redisUrl, prefix, concurrency: 1, ...options });
    open.push(started);
    return started;
  };
  return { queue, worker, state: (jobId: string) => queue.bullQueue.getJobState(jobId) };
}

beforeAll(() => {
  telemetry = startTelemetry({ serviceName: 'jobs-spec', spanExporter: spans, instrument: false });
});

afterAll(async () => {
  for (const item of open.reverse()) await item.close().catch(() => undefined);
  await telemetry.shutdown();
  const redis = new Redis(redisUrl);
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${filePrefix}_*`, count: 500 }))
    keys.push(...(batch as string[]));
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('queues and workers on Redis', () => {
  it('runs a job once per job id, however often it is enqueued', async () => {
    const { queue, worker, state } = setUp('envelopes');
    const runs: string[] = [];
    await enqueue(queue, 'expire-envelope', { envelopeId: 'e1' }, { jobId: 'expire-envelope.e1' });
    await enqueue(queue, 'expire-envelope', { envelopeId: 'e1' }, { jobId: 'expire-envelope.e1' });
    worker({
      'expire-envelope': async ({ envelopeId }) => void runs.push(envelopeId),
      'send-reminder': async ({ recipientId }) => void runs.push(recipientId),
      'reconcile-envelopes': async () => undefined,
      'purge-sandbox-envelopes': async () => undefined,
    });
    await waitFor(async () => (await state('expire-envelope.e1')) === 'completed', 'the first job');

    // Enqueued again after completion: still the same job. A later job proves the queue moved on.
    await enqueue(queue, 'expire-envelope', { envelopeId: 'e1' }, { jobId: 'expire-envelope.e1' });
    await enqueue(
      queue,
      'send-reminder',
      { envelopeId: 'e1', recipientId: 'r1' },
      { jobId: 'send-reminder.r1' },
    );
    await waitFor(async () => (await state('send-reminder.r1')) === 'completed', 'the later job');
    expect(runs).toEqual(['e1', 'r1']);
  });

  it('retries a failing job with growing delays, then keeps it as a dead letter with its reason', async () => {
    const { queue, worker, state } = setUp('notifications', { attempts: 3, backoffDelayMs: 100 });
    const attemptsAt: number[] = [];
    const failing: JobHandlers<'notifications'> = {
      'send-email': async () => undefined,
      'send-whatsapp': async () => undefined,
      'deliver-webhook': async () => {
        attemptsAt.push(Date.now());
        throw new Error(`endpoint answered 503 (attempt ${attemptsAt.length})`);
      },
      'push-to-integration': async () => undefined,
    };
    const first = worker(failing);
    await enqueue(queue, 'deliver-webhook', { deliveryId: 'w1' }, { jobId: 'deliver-webhook.w1' });
    await waitFor(async () => (await state('deliver-webhook.w1')) === 'failed', 'the job to fail for good');

    expect(attemptsAt).toHaveLength(3);
    // Exponential backoff: at least 100 ms, then at least 200 ms between attempts.
    expect(attemptsAt[1] - attemptsAt[0]).toBeGreaterThanOrEqual(100);
    expect(attemptsAt[2] - attemptsAt[1]).toBeGreaterThanOrEqual(200);
    const deadLetters = await listDeadLetters(queue);
    expect(deadLetters).toEqual([
      expect.objectContaining({
        jobId: 'deliver-webhook.w1',
        jobName: 'deliver-webhook',
        payload: { deliveryId: 'w1' },
        reason: 'endpoint answered 503 (attempt 3)',
        attemptsMade: 3,
      }),
    ]);
    expect(deadLetters[0].failedAt).toBeDefined();

    await first.close();
    let delivered = 0;
    worker({ ...failing, 'deliver-webhook': async () => void delivered++ });
    await retryDeadLetter(queue, 'deliver-webhook.w1');
    await waitFor(async () => (await state('deliver-webhook.w1')) === 'completed', 'the retried job');
    expect(delivered).toBe(1);
    expect(await listDeadLetters(queue)).toEqual([]);
    await expect(retryDeadLetter(queue, 'deliver-webhook.w1')).rejects.toMatchObject({ status: 404 });
  });

  it('runs a delayed job only after its delay', async () => {
    const { queue, worker, state } = setUp('envelopes');
    let ranAt = 0;
    const enqueuedAt = Date.now();
    await enqueue(
      queue,
      'send-reminder',
      { envelopeId: 'e1', recipientId: 'r1' },
      { jobId: 'send-reminder.r1', delay: 500 },
    );
    expect(await state('send-reminder.r1')).toBe('delayed');
    worker({
      'expire-envelope': async () => undefined,
      'send-reminder': async () => void (ranAt = Date.now()),
      'reconcile-envelopes': async () => undefined,
      'purge-sandbox-envelopes': async () => undefined,
    });
    await waitFor(() => ranAt > 0, 'the delayed job');
    expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(500);
  });

  it('fails a job with an unknown name at once, without retries', async () => {
    const { queue, worker, state } = setUp('storage');
    let conversions = 0;
    // Written by hand, as an old producer or a renamed job would: the typed enqueue refuses it.
    await queue.bullQueue.add(
      'convert-documents',
      { payload: { itemId: 'i1' }, trace: {} },
      { jobId: 'legacy.i1' },
    );
    await expect(
      enqueue(queue, 'convert-documents' as 'convert-document', { requestId: 'i1' }, { jobId: 'typed.i1' }),
    ).rejects.toThrow(TypeError);
    worker({ 'convert-document': async () => void conversions++ });
    await waitFor(async () => (await state('legacy.i1')) === 'failed', 'the unknown job to fail');
    const [deadLetter] = await listDeadLetters(queue);
    expect(deadLetter).toMatchObject({ jobId: 'legacy.i1', attemptsMade: 1 });
    expect(deadLetter.reason).toContain('Unknown job "convert-documents"');
    expect(conversions).toBe(0);
  });

  it('close() waits for the active job to finish', async () => {
    const { queue, worker, state } = setUp('signing');
    const started = gate();
    let finished = false;
    const running = worker({
      'apply-recipient-revision': async () => {
        started.open();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
      'seal-envelope': async () => undefined,
      ...idleArchiveJobs,
    });
    await enqueue(queue, 'apply-recipient-revision', { requestId: 'r1' }, { jobId: 'revision.r1' });
    await started.opened;
    await running.close();
    expect(finished).toBe(true);
    expect(await state('revision.r1')).toBe('completed');
  });

  it('redoes the job of a worker that died mid-job once its lock expires', async () => {
    const { queue, worker, state } = setUp('signing');
    const fast = { lockDuration: 1000, stalledInterval: 250 };
    const started = gate();
    const neverFinishes = gate();
    const attempts: string[] = [];
    const crashing = worker(
      {
        'seal-envelope': async ({ requestId }) => {
          attempts.push(`first worker: ${requestId}`);
          started.open();
          await neverFinishes.opened;
        },
        'apply-recipient-revision': async () => undefined,
        ...idleArchiveJobs,
      },
      fast,
    );
    await enqueue(queue, 'seal-envelope', { requestId: 'e1' }, { jobId: 'seal-envelope.e1' });
    await started.opened;
    // A crash: the worker stops at once and renews no lock; its handler never completes the job.
    await crashing.close({ force: true });

    worker(
      {
        'seal-envelope': async ({ requestId }) => void attempts.push(`second worker: ${requestId}`),
        'apply-recipient-revision': async () => undefined,
        ...idleArchiveJobs,
      },
      fast,
    );
    await waitFor(async () => (await state('seal-envelope.e1')) === 'completed', 'the job to be redone');
    expect(attempts).toEqual(['first worker: e1', 'second worker: e1']);
    neverFinishes.open();
  });

  it("continues the enqueuer's trace in the job's span", async () => {
    const { queue, worker, state } = setUp('maintenance');
    let traceInJob: string | undefined;
    const enqueuedIn = await withSpan('schedule reconcile', async () => {
      await enqueue(queue, 'reconcile', { service: 'envelopes' }, { jobId: 'reconcile.envelopes' });
      return traceIdOf();
    });
    worker({ reconcile: async (_payload, job: Job) => void (traceInJob = `${traceIdOf()}:${job.name}`) });
    await waitFor(async () => (await state('reconcile.envelopes')) === 'completed', 'the job');
    expect(enqueuedIn).toMatch(/^[0-9a-f]{32}$/);
    expect(traceInJob).toBe(`${enqueuedIn}:reconcile`);
    const jobSpan = spans.getFinishedSpans().find((span) => span.name === 'maintenance reconcile');
    expect(jobSpan?.spanContext().traceId).toBe(enqueuedIn);
    expect(jobSpan?.attributes).toMatchObject({
      'messaging.destination.name': 'maintenance',
      'messaging.message.id': 'reconcile.envelopes',
    });
  });
});
