import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SigningRequestKind = 'recipient-revision' | 'sealing';
/** `pending` until answered once; `applied` or `failed` name the answer that was published. */
export type SigningRequestStatus = 'pending' | 'applied' | 'failed';

/**
 * One request of the envelopes service (RecipientSigningRequested or EnvelopeSealingRequested),
 * kept so the job that does the work reads it, and so it is answered exactly once.
 */
@Entity('signing_requests')
export class SigningRequestEntity {
  /** The request_id the envelopes service chose (unique per attempt). */
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  kind!: SigningRequestKind;

  @Column('text', { name: 'envelope_id' })
  envelopeId!: string;

  @Column('text', { name: 'organization_id' })
  organizationId!: string;

  @Column('text', { name: 'recipient_id', nullable: true })
  recipientId!: string | null;

  /** The event that brought the request first. */
  @Column('text', { name: 'event_id' })
  eventId!: string;

  /** The request event in its proto3 JSON form. */
  @Column('jsonb')
  payload!: unknown;

  @Column('text')
  status!: SigningRequestStatus;

  /** The answer event's payload, as published. */
  @Column('jsonb', { nullable: true })
  answer!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'answered_at', nullable: true })
  answeredAt!: Date | null;
}
