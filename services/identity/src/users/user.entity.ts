import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** A person with a Rubrica account. E-mail is stored lower-cased and is unique. */
@Entity('users')
export class UserEntity {
  @column.primaryUuid() id!: string;
  @column.text() name!: string;
  @column.text() email!: string;

  /** argon2id hash; never leaves the identity service. */
  @column.text() passwordHash!: string;

  @column.timestamptz({ nullable: true }) emailVerifiedAt!: Date | null;

  /** Null while the account still lacks what registration requires (403 'You must complete your registration'). */
  @column.timestamptz({ nullable: true }) registrationCompletedAt!: Date | null;

  /**
   * When every session and token of the user was last revoked (password changed or reset); the
   * gateway refuses a browser session opened before it, even if it missed the revocation event.
   */
  @column.timestamptz({ nullable: true }) credentialsRevokedAt!: Date | null;

  /** International format (E.164), or null. */
  @column.text({ nullable: true }) phone!: string | null;

  /** Digits only; unused in the US version. */
  @column.text({ nullable: true }) cpf!: string | null;

  @column.text({ nullable: true }) avatarKey!: string | null;
  @column.text({ default: 'pt-BR' }) lang!: string;

  /** The organization created with the account, where teams and users pages are unavailable. */
  @column.uuid({ nullable: true }) personalOrganizationId!: string | null;

  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;
}
