import type { EventMessage, EventSubject } from '@rubrica/proto';
import type { DataSource } from 'typeorm';
import { BackgroundEventConsumers, type BackgroundEventConsumer } from './background-event-consumer.js';
import type { NatsConnectionManager } from './nats-connection.manager.js';
import { subjectEventConsumer, type SubjectEventConsumerOptions } from './subject-event-consumer.js';

/** What every consumer of a service shares: its connections and the level its log lines use. */
export interface ConsumerConnections {
  nats: NatsConnectionManager;
  dataSource: DataSource;
  logLevel?: string;
}

/**
 * A Nest provider following one registered subject, started once the application has booted: a
 * subclass names the subject, its durable and its handler, and passes the connections it injects.
 */
export abstract class SubjectEventConsumerHost<S extends EventSubject> extends BackgroundEventConsumers {
  protected readonly consumers: ReadonlyArray<BackgroundEventConsumer<EventMessage<S>>>;

  protected constructor(
    connections: ConsumerConnections,
    options: Omit<SubjectEventConsumerOptions<S>, keyof ConsumerConnections>,
  ) {
    super();
    this.consumers = [subjectEventConsumer({ ...connections, ...options })];
  }
}
