import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A single-use link token sent by e-mail (verification, password reset); stored hashed. */
@Entity('email_tokens')
export class EmailTokenEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() userId!: string;
  @column.text() purpose!: EmailTokenPurpose;
  @column.text() tokenHash!: string;
  @column.createdAt() createdAt!: Date;
  @column.timestamptz() expiresAt!: Date;
  @column.timestamptz({ nullable: true }) usedAt!: Date | null;
}
