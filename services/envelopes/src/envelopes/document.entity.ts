import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
