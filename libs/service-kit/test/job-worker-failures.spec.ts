import { Injectable, Module } from '@nestjs/common';
import {
  createQueue,
  createWorker,
  enqueue,
  type JobHandlers,
  type JobQueue,
  type JobWorker,
} from '@rubrica/jobs';
import { resolveTestServices, uniqueName } from '@rubrica/testing';
import {
  bootstrapWorker,
  HealthModule,
  JobWorkerModule,
  RedisModule,
  RedisReadinessCheck,
  type FinalJobFailure,
  type QueueHandlers,
  type WorkerProcess,
} from '../src/index.js';
import { eventually } from './tcp-forwarder.js';

const ran: string[] = [];
const reported: Array<{ jobId: string; stalled: boolean; reason: string; attemptsMade: number }> = [];

@Injectable()
class ReportingHandlers implements QueueHandlers<'maintenance'> {
  readonly handlers: JobHandlers<'maintenance'> = {
    reconcile: async (payload, job) => {
      ran.push(job.id ?? '');
      if (payload.service === 'broken') throw new Error('reconcile broke');
    },
  };

  readonly failureReporters = {
    reconcile: async ({ job, error, stalled }: FinalJobFailure) => {
      reported.push({ jobId: job.id ?? '', stalled, reason: error.message, attemptsMade: job.attemptsMade });
    },
  };
}

const prefix = uniqueName('kitfailures');
let redisUrl: string;
let queue: JobQueue<'maintenance'>;
let kit: WorkerProcess | undefined;
let lost: JobWorker | undefined;

async function startKitWorker(): Promise<WorkerProcess> {
  @Module({
    imports: [
      RedisModule.forRoot({ url: redisUrl, name: 'kit-job-failures' }),
      HealthModule.forRoot([RedisReadinessCheck]),
      JobWorkerModule.forQueue({
        queue: 'maintenance',
        redisUrl,
        concurrency: 1,
        prefix,
        handlers: ReportingHandlers,
        // A lost job is noticed quickly and failed at its first stall.
        stalledInterval: 100,
        maxStalledCount: 0,
      }),
    ],
  })
  class FailuresTestModule {}
  return bootstrapWorker({
    name: 'kit-job-failures',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: FailuresTestModule,
    telemetry: false,
    handleSignals: false,
  });
}

beforeAll(async () => {
  ({ redisUrl } = await resolveTestServices());
  queue = createQueue('maintenance', { redisUrl, prefix, attempts: 2, backoffDelayMs: 10 });
});

afterAll(async () => {
  await kit?.close();
  await lost?.close({ force: true });
  await queue?.bullQueue.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
});

describe('JobWorkerModule failure reporters', () => {
  it("hear of a job BullMQ failed for stalling, which the job's handler never saw", async () => {
    // A worker takes the job, then dies without finishing it: its lock expires unrenewed.
    let taken!: () => void;
    const takenPromise = new Promise<void>((resolve) => (taken = resolve));
    lost = createWorker(
      'maintenance',
      { reconcile: () => (taken(), new Promise<void>(() => undefined)) },
      // Its own stalled check must not hold the queue's check-lock for BullMQ's default 30 s.
      { redisUrl, concurrency: 1, prefix, lockDuration: 300, stalledInterval: 100 },
    );
    await enqueue(queue, 'reconcile', { service: 'lost' }, { jobId: 'reconcile.lost' });
    await takenPromise;
    await lost.close({ force: true });
    lost = undefined;

    kit = await startKitWorker();
    expect(await eventually(async () => reported.some((entry) => entry.jobId === 'reconcile.lost'))).toBe(
      true,
    );
    expect(reported.find((entry) => entry.jobId === 'reconcile.lost')).toMatchObject({
      stalled: true,
      reason: 'job stalled more than allowable limit',
    });
    expect(ran).not.toContain('reconcile.lost');
    expect(await queue.bullQueue.getJobState('reconcile.lost')).toBe('failed');
  });

  it('hear of a job once its last attempt failed, not of the attempts that will be retried', async () => {
    kit ??= await startKitWorker();
    await enqueue(queue, 'reconcile', { service: 'broken' }, { jobId: 'reconcile.broken' });
    expect(await eventually(async () => reported.some((entry) => entry.jobId === 'reconcile.broken'))).toBe(
      true,
    );
    expect(ran.filter((id) => id === 'reconcile.broken')).toHaveLength(2);
    expect(reported.filter((entry) => entry.jobId === 'reconcile.broken')).toEqual([
      { jobId: 'reconcile.broken', stalled: false, reason: 'reconcile broke', attemptsMade: 2 },
    ]);
  });
});
