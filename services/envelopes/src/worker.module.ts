import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@rubrica/service-kit';
import type { EnvelopesWorkerConfig } from './envelopes.config.js';
import { envelopesEntities } from './envelopes.entities.js';
import { envelopesMigrations } from './migrations/index.js';
import { EnvelopesJobHandlers } from './schedules/envelopes-job.handlers.js';
import { ReconcileScheduleRunner } from './schedules/reconcile-schedule.runner.js';
import { SchedulesModule } from './schedules/schedules.module.js';
import { FlowConfigModule } from './envelope-flow/flow-config.module.js';

/**
 * The envelopes worker process: expirations, reminders and the reconciler (queue `envelopes`) on
 * the platform with the same database as the HTTP process; the jobs write outbox rows (expired,
 * notified), which this process publishes too.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: EnvelopesWorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ServicePlatformModule.forProcess({
          name: 'envelopes-worker',
          config,
          service: { name: 'envelopes', entities: envelopesEntities, migrations: envelopesMigrations },
          jobs: { queue: 'envelopes', handlers: EnvelopesJobHandlers, imports: [SchedulesModule] },
        }),
        FlowConfigModule.forRoot(config),
        SchedulesModule,
      ],
      providers: [ReconcileScheduleRunner],
    };
  }
}
