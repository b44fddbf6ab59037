import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { JobLogger, JobWorker, QueueName } from '@rubrica/jobs';
import type { QueueHandlers } from './queue-handlers.js';

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
      logger: nestJobLogger(),
    });
    this.logger.log(`processing queue ${this.options.queue} (concurrency ${this.options.concurrency})`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
