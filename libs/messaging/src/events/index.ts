import { OutboxMigration1700000000000 } from './outbox.migration.js';
import { ProcessedEventsMigration1700000000001 } from './processed-events.migration.js';
import { OutboxNotifyMigration1700000000002 } from './outbox-notify.migration.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { ProcessedEventEntity } from './processed-event.entity.js';

export {
  OutboxEventEntity,
  ProcessedEventEntity,
  OutboxMigration1700000000000,
  ProcessedEventsMigration1700000000001,
  OutboxNotifyMigration1700000000002,
};
export { OutboxWriter, type OutboxEvent } from './outbox-writer.js';
export { OutboxRelay, type OutboxRelayOptions, type EventPublisher } from './outbox-relay.js';
export { ensureStream, streamNameFor, type EnsureStreamOptions } from './ensure-stream.js';
export {
  EventConsumer,
  type EventConsumerOptions,
  type EventHandler,
  type ConsumedEvent,
  type EventOutcome,
  type EventOutcomeKind,
} from './event-consumer.js';
export { EventHeaders } from './event-headers.js';
export type { EventsLogger } from './events-logger.js';

/** Add to a service's DataSource `entities` (producers need the first, consumers the second). */
export const eventEntities = [OutboxEventEntity, ProcessedEventEntity];
/** Add to a service's DataSource `migrations`; they sort before any service migration. */
export const eventMigrations = [
  OutboxMigration1700000000000,
  ProcessedEventsMigration1700000000001,
  OutboxNotifyMigration1700000000002,
];
