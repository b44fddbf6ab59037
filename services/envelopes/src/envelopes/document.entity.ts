import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RemovedContent } from './domain/removed-content.js';
import type { StoredTextTag } from './domain/stored-text-tag.js';

/** A PDF of an envelope; its bytes live in the blob store under the keys kept here. */
@Entity('documents')
export class DocumentEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'envelope_id' })
  envelopeId!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'original_blob_key' })
  originalBlobKey!: string;

  /** The working revision (values and signatures appended so far). */
  @Column('text', { name: 'current_blob_key' })
  currentBlobKey!: string;

  /** Lowercase hex SHA-256 of the original, recorded at upload. */
  @Column('text')
  sha256!: string;

  @Column('text', { nullable: true })
  sha1!: string | null;

  @Column('integer')
  pages!: number;

  @Column('bigint', { transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  size!: number;

  @Column('integer')
  position!: number;

  /**
   * Set while an office document is being converted to PDF by the storage service (`converting`)
   * and when that failed (`failed`); null for a document that is a PDF. Only PDFs can be sent.
   */
  @Column('text', { name: 'conversion_status', nullable: true })
  conversionStatus!: 'converting' | 'failed' | null;

  /** The conversion request the storage service's answer must carry back. */
  @Column('uuid', { name: 'conversion_request_id', nullable: true })
  conversionRequestId!: string | null;

  /** The office file as uploaded, kept while it is converted. */
  @Column('text', { name: 'source_blob_key', nullable: true })
  sourceBlobKey!: string | null;

  @Column('text', { name: 'conversion_error', nullable: true })
  conversionError!: string | null;

  /** The failure's stable code (`conversion.unavailable` ...), which clients word themselves. */
  @Column('text', { name: 'conversion_error_code', nullable: true })
  conversionErrorCode!: string | null;

  /** Each page's displayed width and height in points (rotation applied), first page first. */
  @Column('jsonb', { name: 'page_sizes', default: () => "'[]'::jsonb" })
  pageSizes!: Array<{ width: number; height: number }>;

  /** Active content taken out at upload, before the first hash (kinds and counts; issue 11, item 6). */
  @Column('jsonb', { name: 'removed_content', default: () => "'[]'::jsonb" })
  removedContent!: RemovedContent[];

  /** The text tags found in the document at upload, placed or waiting for their recipient. */
  @Column('jsonb', { name: 'text_tags', default: () => "'[]'::jsonb" })
  textTags!: StoredTextTag[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
