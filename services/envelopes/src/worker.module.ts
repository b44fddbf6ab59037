import { workerProcessModule } from '@rubrica/service-kit';
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
export const WorkerModule = workerProcessModule((config: EnvelopesWorkerConfig) => ({
  service: { name: 'envelopes', entities: envelopesEntities, migrations: envelopesMigrations },
  jobs: { queue: 'envelopes', handlers: EnvelopesJobHandlers, imports: [SchedulesModule] },
  imports: [FlowConfigModule.forRoot(config), SchedulesModule],
  providers: [ReconcileScheduleRunner],
}));
