import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person with a Rubrica account. E-mail is stored lower-cased and is unique. */
@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  email!: string;

  /** argon2id hash; never leaves the identity service. */
  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  /** Null while the account still lacks what registration requires (403 'You must complete your registration'). */
  @Column('timestamptz', { name: 'registration_completed_at', nullable: true })
  registrationCompletedAt!: Date | null;

  /**
   * When every session and token of the user was last revoked (password changed or reset); the
   * gateway refuses a browser session opened before it, even if it missed the revocation event.
   */
  @Column('timestamptz', { name: 'credentials_revoked_at', nullable: true })
  credentialsRevokedAt!: Date | null;

  /** International format (E.164), or null. */
  @Column('text', { nullable: true })
  phone!: string | null;

  /** Digits only; unused in the US version. */
  @Column('text', { nullable: true })
  cpf!: string | null;

  @Column('text', { name: 'avatar_key', nullable: true })
  avatarKey!: string | null;

  @Column('text', { default: 'pt-BR' })
  lang!: string;

  /** The organization created with the account, where teams and users pages are unavailable. */
  @Column('uuid', { name: 'personal_organization_id', nullable: true })
  personalOrganizationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
