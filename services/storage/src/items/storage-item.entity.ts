import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** The mimetype the spec gives folders (`filter[mimetype]=inode/directory`). */
export const DIRECTORY_MIMETYPE = 'inode/directory';
export const PDF_MIMETYPE = 'application/pdf';

/**
 * A file or folder of an organization's storage (spec, workspace §3). Folders have no bytes;
 * a file's bytes are in the blob store under `blobKey`.
 */
@Entity('storage_items')
export class StorageItemEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;

  /** The folder holding it; null at the root. */
  @column.uuid({ nullable: true }) parentId!: string | null;

  @column.text() name!: string;

  /** Folders above it: 0 at the root. */
  @column.integer() depth!: number;

  @column.boolean() isDirectory!: boolean;
  @column.boolean({ default: false }) isSigned!: boolean;

  /** Bytes of a file; 0 for a folder. */
  @column.bigint() size!: number;

  @column.text() mimetype!: string;
  @column.text({ nullable: true }) blobKey!: string | null;

  /** Lowercase hex SHA-256 of a file's bytes. */
  @column.text({ nullable: true }) sha256!: string | null;

  /**
   * The folder's public address (`/p/items/{token}`): set when it is published, and on the
   * folders inside as the public listing shows them. It stays with the folder when the folder
   * moves, and opens only while the folder is still inside `publishRootId`, the published folder
   * it was handed out under (see `list-public-items.use-case.ts`).
   */
  @column.text({ nullable: true }) publishToken!: string | null;

  /** The publication `publishToken` belongs to: the folder itself when it is the published one. */
  @column.uuid({ nullable: true }) publishRootId!: string | null;

  @column.boolean({ default: false }) isPublished!: boolean;
  @column.uuid() createdBy!: string;
  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;
}
