import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

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
  @column.primaryText() id!: string;

  @column.text() kind!: SigningRequestKind;
  @column.text() envelopeId!: string;
  @column.text() organizationId!: string;
  @column.text({ nullable: true }) recipientId!: string | null;

  /** The event that brought the request first. */
  @column.text() eventId!: string;

  /** The request event in its proto3 JSON form. */
  @column.jsonb() payload!: unknown;

  @column.text() status!: SigningRequestStatus;

  /** The answer event's payload, as published. */
  @column.jsonb({ nullable: true }) answer!: unknown;

  @column.createdAt() createdAt!: Date;
  @column.timestamptz({ nullable: true }) answeredAt!: Date | null;
}
