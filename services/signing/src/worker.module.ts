import { workerProcessModule } from '@rubrica/service-kit';
import { ArchiveTimestampsModule } from './archive-timestamps/archive-timestamps.module.js';
import { SigningJobHandlers } from './jobs/signing-job.handlers.js';
import { signingMigrations } from './migrations/index.js';
import type { SigningWorkerConfig } from './signing.config.js';
import { SIGNING_CONFIG } from './signing-config.module.js';
import { signingEntities } from './signing.entities.js';
import { SigningRequestsModule } from './signing-requests/signing-requests.module.js';

/**
 * The signing worker process: the platform with the same database as the HTTP process (and an
 * outbox relay of its own, so answers go out whether or not an HTTP process runs), the consumers
 * of the envelopes service's requests and their queue, and the archive's re-timestamping.
 */
export const WorkerModule = workerProcessModule((config: SigningWorkerConfig) => ({
  service: { name: 'signing', entities: signingEntities, migrations: signingMigrations },
  settings: SIGNING_CONFIG,
  jobs: {
    queue: 'signing',
    lockDuration: config.SIGNING_JOB_LOCK_MS,
    stalledInterval: config.SIGNING_STALLED_INTERVAL_MS,
    handlers: SigningJobHandlers,
    imports: [SigningRequestsModule, ArchiveTimestampsModule],
  },
  imports: [SigningRequestsModule, ArchiveTimestampsModule],
}));
