import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A developer application: an OAuth client registered by a user, acting in one organization. */
@Entity('oauth_clients')
export class OAuthClientEntity {
  /** The public client_id. */
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  name!: string;

  @Column('jsonb', { name: 'redirect_uris' })
  redirectUris!: string[];

  @Column('boolean', { name: 'is_confidential' })
  isConfidential!: boolean;

  /** Sandbox clients (and their data) expire 7 days after creation unless published. */
  @Column('boolean', { name: 'is_sandbox', default: true })
  isSandbox!: boolean;

  /** argon2id hash of the secret; the plain secret is shown once. Null for public clients. */
  @Column('text', { name: 'secret_hash', nullable: true })
  secretHash!: string | null;

  /** The API scopes (`envelopes:read`, ...) the app may be granted: all it gets by client credentials. */
  @Column('jsonb')
  scopes!: string[];

  @Column('uuid', { name: 'owner_user_id' })
  ownerUserId!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;
}
