import type { JobHandlers, QueueName } from '@rubrica/jobs';

/**
 * A service's handlers for every job of one queue, as an injectable class so the handlers can use
 * the service's providers. The `@rubrica/jobs` types make the map total: a job added to the
 * registry does not compile until its queue's service handles it.
 */
export interface QueueHandlers<Q extends QueueName> {
  readonly handlers: JobHandlers<Q>;
}
