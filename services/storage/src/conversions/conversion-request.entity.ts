import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import type { ConversionFailureCode } from './conversion-failure.js';

/** `pending` until answered once; `converted` or `failed` name the answer that was published. */
export type ConversionRequestStatus = 'pending' | 'converted' | 'failed';

/**
 * One DocumentConversionRequested of the envelopes service, kept so the job reads what to convert
 * and so the request is answered exactly once.
 */
@Entity('conversion_requests')
export class ConversionRequestEntity {
  /** The request_id the envelopes service chose (unique per attempt). */
  @column.primaryText() id!: string;

  /** The event that brought the request first. */
  @column.text() eventId!: string;

  @column.text() envelopeId!: string;
  @column.text() organizationId!: string;
  @column.boolean() isSandbox!: boolean;
  @column.text() documentId!: string;
  @column.text() sourceBlobKey!: string;
  @column.text() sourceName!: string;
  @column.text() targetBlobKey!: string;
  @column.text() status!: ConversionRequestStatus;
  @column.text({ nullable: true }) failureCode!: ConversionFailureCode | null;

  /** The answer event's payload, as published. */
  @column.jsonb({ nullable: true }) answer!: unknown;

  @column.createdAt() createdAt!: Date;
  @column.timestamptz({ nullable: true }) answeredAt!: Date | null;
}
