import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The mimetype the spec gives folders (`filter[mimetype]=inode/directory`). */
export const DIRECTORY_MIMETYPE = 'inode/directory';
export const PDF_MIMETYPE = 'application/pdf';

/**
 * A file or folder of an organization's storage (spec, workspace §3). Folders have no bytes;
 * a file's bytes are in the blob store under `blobKey`.
 */
@Entity('storage_items')
export class StorageItemEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  /** The folder holding it; null at the root. */
  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId!: string | null;

  @Column('text')
  name!: string;

  /** Folders above it: 0 at the root. */
  @Column('integer')
  depth!: number;

  @Column('boolean', { name: 'is_directory' })
  isDirectory!: boolean;

  @Column('boolean', { name: 'is_signed', default: false })
  isSigned!: boolean;

  /** Bytes of a file; 0 for a folder. */
  @Column('bigint', { transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  size!: number;

  @Column('text')
  mimetype!: string;

  @Column('text', { name: 'blob_key', nullable: true })
  blobKey!: string | null;

  /** Lowercase hex SHA-256 of a file's bytes. */
  @Column('text', { nullable: true })
  sha256!: string | null;

  /**
   * The folder's public address (`/p/items/{token}`): set when it is published, and on the
   * folders inside as the public listing shows them. It stays with the folder when the folder
   * moves, and opens only while the folder is still inside `publishRootId`, the published folder
   * it was handed out under (see `list-public-items.use-case.ts`).
   */
  @Column('text', { name: 'publish_token', nullable: true })
  publishToken!: string | null;

  /** The publication `publishToken` belongs to: the folder itself when it is the published one. */
  @Column('uuid', { name: 'publish_root_id', nullable: true })
  publishRootId!: string | null;

  @Column('boolean', { name: 'is_published', default: false })
  isPublished!: boolean;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
