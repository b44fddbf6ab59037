import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import type { EventActor } from './history/event-actor.js';

/**
 * One entry of an envelope's history. Append-only (a trigger refuses UPDATE and DELETE) and
 * hash-chained per envelope: see `domain/envelope-event-chain.ts`.
 */
@Entity('envelope_events')
export class EnvelopeEventEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() envelopeId!: string;

  /** 1-based position in the envelope's chain. */
  @column.integer() sequence!: number;

  @column.text() type!: string;
  @column.text() message!: string;
  @column.jsonb() data!: Record<string, unknown>;

  /**
   * The sentence by code and what it names, worded in the reader's language when shown
   * (`history/history-messages.ts`); `message` keeps its English wording. Null on entries
   * written before sentences were stored by code.
   */
  @column.text({ nullable: true }) messageCode!: string | null;

  @column.jsonb({ nullable: true }) messageParams!: Record<string, string> | null;

  /** Who did it (`history/event-actor.ts`); null on entries written before actors were stored. */
  @column.jsonb({ nullable: true }) actor!: EventActor | null;

  @column.text() prevHash!: string;
  @column.text() hash!: string;

  /** Set by the application (millisecond precision) because it is part of the hashed content. */
  @column.timestamptz() createdAt!: Date;
}
