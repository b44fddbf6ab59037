import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One entry of an envelope's history. Append-only (a trigger refuses UPDATE and DELETE) and
 * hash-chained per envelope: see `domain/envelope-event-chain.ts`.
 */
@Entity('envelope_events')
export class EnvelopeEventEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'envelope_id' })
  envelopeId!: string;

  /** 1-based position in the envelope's chain. */
  @Column('integer')
  sequence!: number;

  @Column('text')
  type!: string;

  @Column('text')
  message!: string;

  @Column('jsonb')
  data!: Record<string, unknown>;

  @Column('text', { name: 'prev_hash' })
  prevHash!: string;

  @Column('text')
  hash!: string;

  /** Set by the application (millisecond precision) because it is part of the hashed content. */
  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
