import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Remembers that a consumer has applied an event, so a redelivery is acknowledged without effect. */
@Entity('processed_events')
export class ProcessedEventEntity {
  /** The durable consumer name. */
  @PrimaryColumn('text')
  consumer!: string;

  @PrimaryColumn('text', { name: 'event_id' })
  eventId!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}
