import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event waiting in the producer's own database to be published (transactional outbox).
 * Column names are explicit so the table matches its migration under any naming strategy.
 */
@Entity('outbox_events')
export class OutboxEventEntity {
  /** The event id; published as `Nats-Msg-Id`, so a re-publish is dropped by JetStream. */
  @PrimaryColumn('uuid')
  id!: string;

  /** Insertion order; the relay publishes in this order. A bigint, so it reads as a string. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq!: string;

  @Column('text')
  subject!: string;

  /** Full proto message name, sent as `Rubrica-Event-Type`. */
  @Column('text')
  type!: string;

  @Column('jsonb')
  payload!: unknown;

  /** Trace context (`traceparent`, `tracestate`) captured when the event was written. */
  @Column('jsonb', { default: () => `'{}'::jsonb` })
  headers!: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;
}
