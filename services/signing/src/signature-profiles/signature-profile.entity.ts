import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SignatureKind, SignatureSource } from './signature-profiles.schemas.js';

/** A signed-in user's saved signature or initials (one of each); the PNG lives in the blob store. */
@Entity('signature_profiles')
export class SignatureProfileEntity {
  @PrimaryColumn('uuid', { name: 'owner_user_id' })
  ownerUserId!: string;

  @PrimaryColumn('text')
  kind!: SignatureKind;

  @Column('text', { name: 'blob_key' })
  blobKey!: string;

  @Column('text')
  source!: SignatureSource;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
