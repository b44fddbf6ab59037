import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { QueueName } from '@rubrica/jobs';
import {
  JOB_WORKER_OPTIONS,
  JobWorkerRunner,
  QUEUE_HANDLERS,
  type JobWorkerOptions,
} from './job-worker.runner.js';
import type { QueueHandlers } from './queue-handlers.js';

/**
 * A worker process's queue consumer; `handlers` is the service's class handling the queue's jobs,
 * and `imports` the modules whose providers it injects.
 */
@Module({})
export class JobWorkerModule {
  static forQueue<Q extends QueueName>(
    options: JobWorkerOptions<Q> & { handlers: Type<QueueHandlers<Q>>; imports?: ModuleMetadata['imports'] },
  ): DynamicModule {
    const { handlers, imports, ...workerOptions } = options;
    return {
      module: JobWorkerModule,
      imports: imports ?? [],
      providers: [
        { provide: JOB_WORKER_OPTIONS, useValue: workerOptions },
        handlers,
        { provide: QUEUE_HANDLERS, useExisting: handlers },
        JobWorkerRunner,
      ],
      exports: [JobWorkerRunner],
    };
  }
}
