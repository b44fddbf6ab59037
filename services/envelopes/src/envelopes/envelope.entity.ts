import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
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
  @PrimaryColumn('uuid')
  id!: string;

  /** Short public id; also the validation code printed on the signature page. */
  @Column('text')
  hashid!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @Column('uuid', { name: 'sender_user_id' })
  senderUserId!: string;

  @Column('text', { name: 'sender_name' })
  senderName!: string;

  @Column('text', { name: 'sender_email' })
  senderEmail!: string;

  @Column('text')
  title!: string;

  @Column('text', { nullable: true })
  name!: string | null;

  @Column('text', { nullable: true })
  subject!: string | null;

  @Column('text', { nullable: true })
  message!: string | null;

  @Column('text')
  state!: EnvelopeState;

  @Column('boolean', { name: 'is_sandbox', default: false })
  isSandbox!: boolean;

  /** Signature deadline. */
  @Column('timestamptz', { name: 'expire_at', nullable: true })
  expireAt!: Date | null;

  @Column('timestamptz', { name: 'effective_date_reminder_at', nullable: true })
  effectiveDateReminderAt!: Date | null;

  @Column('timestamptz', { name: 'effective_until', nullable: true })
  effectiveUntil!: Date | null;

  /** Hours between reminders: 24, 72 or 120. */
  @Column('integer', { name: 'action_reminder_frequency', nullable: true })
  actionReminderFrequency!: number | null;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  metadata!: EnvelopeMetadata;

  @Column('jsonb', { default: () => "'[]'::jsonb" })
  triggers!: EnvelopeTrigger[];

  /** When it left the draft (null for drafts and templates). */
  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
