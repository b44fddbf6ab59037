import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventActor } from './history/event-actor.js';

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

  /**
   * The sentence by code and what it names, worded in the reader's language when shown
   * (`history/history-messages.ts`); `message` keeps its English wording. Null on entries
   * written before sentences were stored by code.
   */
  @Column('text', { name: 'message_code', nullable: true })
  messageCode!: string | null;

  @Column('jsonb', { name: 'message_params', nullable: true })
  messageParams!: Record<string, string> | null;

  /** Who did it (`history/event-actor.ts`); null on entries written before actors were stored. */
  @Column('jsonb', { nullable: true })
  actor!: EventActor | null;

  @Column('text', { name: 'prev_hash' })
  prevHash!: string;

  @Column('text')
  hash!: string;

  /** Set by the application (millisecond precision) because it is part of the hashed content. */
  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
