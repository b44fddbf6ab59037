import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** Persistent storage of the authorization server's models (sessions, grants, codes, tokens...). */
@Entity('oidc_models')
export class OidcModelEntity {
  @column.primaryText() kind!: string;
  @column.primaryText() id!: string;

  /** `{ sealed }`: AES-256-GCM, see OidcStore. */
  @column.jsonb() payload!: Record<string, unknown>;

  @column.text({ nullable: true }) grantId!: string | null;
  @column.text({ nullable: true }) userCode!: string | null;
  @column.text({ nullable: true }) uid!: string | null;
  @column.text({ nullable: true }) accountId!: string | null;
  @column.text({ nullable: true }) clientId!: string | null;
  @column.timestamptz({ nullable: true }) expiresAt!: Date | null;
  @column.timestamptz({ nullable: true }) consumedAt!: Date | null;
}
