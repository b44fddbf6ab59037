import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A single-use link token sent by e-mail (verification, password reset); stored hashed. */
@Entity('email_tokens')
export class EmailTokenEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  purpose!: EmailTokenPurpose;

  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
