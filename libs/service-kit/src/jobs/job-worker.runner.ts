import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { JobLogger, JobWorker, QueueName, WorkerJob } from '@rubrica/jobs';
import type { FinalJobFailure, QueueHandlers } from './queue-handlers.js';

export const JOB_WORKER_OPTIONS = Symbol('JOB_WORKER_OPTIONS');
export const QUEUE_HANDLERS = Symbol('QUEUE_HANDLERS');

export interface JobWorkerOptions<Q extends QueueName = QueueName> {
  /** A queue of the `@rubrica/jobs` registry. */
  queue: Q;
  redisUrl: string;
  concurrency: number;
  /** Redis key prefix; only tests change it (each uses its own). */
  prefix?: string;
  /** BullMQ's lock and stalled-job check (30 s each by default); see `@rubrica/jobs` createWorker. */
  lockDuration?: number;
  stalledInterval?: number;
  /** Stalls tolerated before BullMQ fails the job (1 by default). */
  maxStalledCount?: number;
}

/** BullMQ's reason for a job it failed because its workers lost it too often. */
const STALLED_REASONS = ['job stalled more than allowable limit', 'job started more than allowable limit'];

/** Whether BullMQ will run the job again after this failure (mirrors its retry rule). */
function failedForGood(job: WorkerJob, error: Error): boolean {
  if (error.name === 'UnrecoverableError') return true;
  // `failed` is emitted after BullMQ counted the attempt.
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

function nestJobLogger(): JobLogger {
  const logger = new Logger('JobWorker');
  return {
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
  };
}

/**
 * Consumes the queue once the application has started, and at shutdown (first, before the
 * connections close) stops taking jobs and waits for the ones in progress.
 */
@Injectable()
export class JobWorkerRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobWorker');
  private worker: JobWorker | undefined;

  constructor(
    @Inject(JOB_WORKER_OPTIONS) private readonly options: JobWorkerOptions,
    @Inject(QUEUE_HANDLERS) private readonly queueHandlers: QueueHandlers<QueueName>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Loaded here, not at the top: BullMQ's ioredis must load after telemetry has started.
    const { createWorker } = await import('@rubrica/jobs');
    this.worker = createWorker(this.options.queue, this.queueHandlers.handlers, {
      redisUrl: this.options.redisUrl,
      concurrency: this.options.concurrency,
      prefix: this.options.prefix,
      lockDuration: this.options.lockDuration,
      stalledInterval: this.options.stalledInterval,
      maxStalledCount: this.options.maxStalledCount,
      logger: nestJobLogger(),
    });
    // A job BullMQ fails for stalling never reaches its handler: the failure is reported from here.
    this.worker.worker.on('failed', (job, error) => {
      if (job) void this.reportFinalFailure(job, error);
    });
    this.logger.log(`processing queue ${this.options.queue} (concurrency ${this.options.concurrency})`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await Promise.allSettled(this.reporting);
  }

  private readonly reporting = new Set<Promise<void>>();

  /** Hands a job that failed for good to its job's reporter; a reporter's own failure is only logged. */
  private async reportFinalFailure(job: WorkerJob, error: Error): Promise<void> {
    const reporters = this.queueHandlers.failureReporters as
      Partial<Record<string, (failure: FinalJobFailure) => Promise<void>>> | undefined;
    const reporter = reporters && Object.hasOwn(reporters, job.name) ? reporters[job.name] : undefined;
    if (!reporter || !failedForGood(job, error)) return;
    const stalled = STALLED_REASONS.includes(error.message);
    const pending = reporter({ job, error, stalled }).catch((reportError: unknown) => {
      this.logger.error(
        `cannot report the failure of ${this.options.queue} job ${job.name} ${job.id ?? ''}: ${(reportError as Error).message}`,
      );
    });
    this.reporting.add(pending);
    await pending;
    this.reporting.delete(pending);
  }
}
