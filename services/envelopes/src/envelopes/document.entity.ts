import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import type { RemovedContent } from './domain/removed-content.js';
import type { StoredTextTag } from './domain/stored-text-tag.js';

/** A PDF of an envelope; its bytes live in the blob store under the keys kept here. */
@Entity('documents')
export class DocumentEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() envelopeId!: string;
  @column.text() name!: string;
  @column.text() originalBlobKey!: string;

  /** The working revision (values and signatures appended so far). */
  @column.text() currentBlobKey!: string;

  /** Lowercase hex SHA-256 of the original, recorded at upload. */
  @column.text() sha256!: string;

  @column.text({ nullable: true }) sha1!: string | null;
  @column.integer() pages!: number;
  @column.bigint() size!: number;
  @column.integer() position!: number;

  /**
   * Set while an office document is being converted to PDF by the storage service (`converting`)
   * and when that failed (`failed`); null for a document that is a PDF. Only PDFs can be sent.
   */
  @column.text({ nullable: true }) conversionStatus!: 'converting' | 'failed' | null;

  /** The conversion request the storage service's answer must carry back. */
  @column.uuid({ nullable: true }) conversionRequestId!: string | null;

  /** The office file as uploaded, kept while it is converted. */
  @column.text({ nullable: true }) sourceBlobKey!: string | null;

  @column.text({ nullable: true }) conversionError!: string | null;

  /** The failure's stable code (`conversion.unavailable` ...), which clients word themselves. */
  @column.text({ nullable: true }) conversionErrorCode!: string | null;

  /** Each page's displayed width and height in points (rotation applied), first page first. */
  @column.jsonb({ default: [] }) pageSizes!: Array<{ width: number; height: number }>;

  /** Active content taken out at upload, before the first hash (kinds and counts; issue 11, item 6). */
  @column.jsonb({ default: [] }) removedContent!: RemovedContent[];

  /** The text tags found in the document at upload, placed or waiting for their recipient. */
  @column.jsonb({ default: [] }) textTags!: StoredTextTag[];

  @column.createdAt() createdAt!: Date;
}
