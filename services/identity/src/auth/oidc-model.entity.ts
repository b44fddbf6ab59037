import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Persistent storage of the authorization server's models (sessions, grants, codes, tokens...). */
@Entity('oidc_models')
export class OidcModelEntity {
  @PrimaryColumn('text')
  kind!: string;

  @PrimaryColumn('text')
  id!: string;

  /** `{ sealed }`: AES-256-GCM, see OidcStore. */
  @Column('jsonb')
  payload!: Record<string, unknown>;

  @Column('text', { name: 'grant_id', nullable: true })
  grantId!: string | null;

  @Column('text', { name: 'user_code', nullable: true })
  userCode!: string | null;

  @Column('text', { nullable: true })
  uid!: string | null;

  @Column('text', { name: 'account_id', nullable: true })
  accountId!: string | null;

  @Column('text', { name: 'client_id', nullable: true })
  clientId!: string | null;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @Column('timestamptz', { name: 'consumed_at', nullable: true })
  consumedAt!: Date | null;
}
