import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import type { SignatureKind, SignatureSource } from './signature-profiles.schemas.js';

/** A signed-in user's saved signature or initials (one of each); the PNG lives in the blob store. */
@Entity('signature_profiles')
export class SignatureProfileEntity {
  @column.primaryUuid() ownerUserId!: string;
  @column.primaryText() kind!: SignatureKind;
  @column.text() blobKey!: string;
  @column.text() source!: SignatureSource;
  @column.updatedAt() updatedAt!: Date;
}
