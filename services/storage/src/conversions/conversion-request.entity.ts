import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
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
  @PrimaryColumn('text')
  id!: string;

  /** The event that brought the request first. */
  @Column('text', { name: 'event_id' })
  eventId!: string;

  @Column('text', { name: 'envelope_id' })
  envelopeId!: string;

  @Column('text', { name: 'organization_id' })
  organizationId!: string;

  @Column('boolean', { name: 'is_sandbox' })
  isSandbox!: boolean;

  @Column('text', { name: 'document_id' })
  documentId!: string;

  @Column('text', { name: 'source_blob_key' })
  sourceBlobKey!: string;

  @Column('text', { name: 'source_name' })
  sourceName!: string;

  @Column('text', { name: 'target_blob_key' })
  targetBlobKey!: string;

  @Column('text')
  status!: ConversionRequestStatus;

  @Column('text', { name: 'failure_code', nullable: true })
  failureCode!: ConversionFailureCode | null;

  /** The answer event's payload, as published. */
  @Column('jsonb', { nullable: true })
  answer!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'answered_at', nullable: true })
  answeredAt!: Date | null;
}
