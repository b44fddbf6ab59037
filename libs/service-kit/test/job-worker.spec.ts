import { Injectable, Module } from '@nestjs/common';
import { createQueue, enqueue, type JobHandlers, type JobQueue } from '@rubrica/jobs';
import { createTestDatabase, resolveTestServices, uniqueName, type TestDatabase } from '@rubrica/testing';
import {
  bootstrapWorker,
  DatabaseModule,
  DatabaseReadinessCheck,
  HealthModule,
  JobWorkerModule,
  RedisModule,
  RedisReadinessCheck,
  type QueueHandlers,
  type WorkerProcess,
} from '../src/index.js';
import { eventually } from './tcp-forwarder.js';

const handled: Array<{ service: string; jobId: string | undefined }> = [];

@Injectable()
class ReconcileRecorder {
  record(service: string, jobId: string | undefined): void {
    handled.push({ service, jobId });
  }
}

@Module({ providers: [ReconcileRecorder], exports: [ReconcileRecorder] })
class RecorderModule {}

@Injectable()
class MaintenanceHandlers implements QueueHandlers<'maintenance'> {
  constructor(private readonly recorder: ReconcileRecorder) {}

  readonly handlers: JobHandlers<'maintenance'> = {
    reconcile: async (payload, job) => this.recorder.record(payload.service, job.id),
  };
}

const prefix = uniqueName('kitjobs');
let database: TestDatabase;
let worker: WorkerProcess;
let queue: JobQueue<'maintenance'>;

beforeAll(async () => {
  const env = await resolveTestServices();
  database = await createTestDatabase('service_kit_jobs');
  @Module({
    imports: [
      DatabaseModule.forService({ url: database.url, name: 'kit-jobs', entities: [], migrations: [] }),
      RedisModule.forRoot({ url: env.redisUrl, name: 'kit-jobs' }),
      HealthModule.forRoot([DatabaseReadinessCheck, RedisReadinessCheck]),
      JobWorkerModule.forQueue({
        queue: 'maintenance',
        redisUrl: env.redisUrl,
        concurrency: 1,
        prefix,
        handlers: MaintenanceHandlers,
        imports: [RecorderModule],
      }),
    ],
  })
  class JobsTestModule {}

  worker = await bootstrapWorker({
    name: 'kit-jobs',
    config: { PORT: 0, LOG_LEVEL: 'silent' },
    module: JobsTestModule,
    telemetry: false,
    handleSignals: false,
  });
  queue = createQueue('maintenance', { redisUrl: env.redisUrl, prefix });
});

afterAll(async () => {
  await worker?.close();
  await queue?.bullQueue.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await database?.drop();
});

describe('JobWorkerModule', () => {
  it("runs the queue's jobs through the service's handlers, which can use injected providers", async () => {
    await enqueue(queue, 'reconcile', { service: 'signing' }, { jobId: 'reconcile.signing.1' });
    expect(await eventually(async () => handled.length > 0)).toBe(true);
    expect(handled).toEqual([{ service: 'signing', jobId: 'reconcile.signing.1' }]);
  });
});
