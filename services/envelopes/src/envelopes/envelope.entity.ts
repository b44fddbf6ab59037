import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import type { EnvelopeState } from './domain/envelope-vocabulary.js';

/** An automation of the envelope (section 3: event, trigger, value). */
export interface EnvelopeTrigger {
  event: string;
  trigger: string;
  value: string | number | boolean | null;
}

export interface EnvelopeMetadata {
  type?: { pdfa?: boolean };
  [key: string]: unknown;
}

@Entity('envelopes')
export class EnvelopeEntity {
  @column.primaryUuid() id!: string;

  /** Short public id; also the validation code printed on the signature page. */
  @column.text() hashid!: string;

  @column.uuid() organizationId!: string;
  @column.uuid() senderUserId!: string;
  @column.text() senderName!: string;
  @column.text() senderEmail!: string;
  @column.text() title!: string;
  @column.text({ nullable: true }) name!: string | null;
  @column.text({ nullable: true }) subject!: string | null;
  @column.text({ nullable: true }) message!: string | null;
  @column.text() state!: EnvelopeState;
  @column.boolean({ default: false }) isSandbox!: boolean;

  /** Signature deadline. */
  @column.timestamptz({ nullable: true }) expireAt!: Date | null;

  @column.timestamptz({ nullable: true }) effectiveDateReminderAt!: Date | null;
  @column.timestamptz({ nullable: true }) effectiveUntil!: Date | null;

  /** Hours between reminders: 24, 72 or 120. */
  @column.integer({ nullable: true }) actionReminderFrequency!: number | null;

  @column.jsonb({ default: {} }) metadata!: EnvelopeMetadata;
  @column.jsonb({ default: [] }) triggers!: EnvelopeTrigger[];

  /** When it left the draft (null for drafts and templates). */
  @column.timestamptz({ nullable: true }) sentAt!: Date | null;

  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;
}
