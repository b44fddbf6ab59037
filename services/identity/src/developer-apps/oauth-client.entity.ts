import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** A developer application: an OAuth client registered by a user, acting in one organization. */
@Entity('oauth_clients')
export class OAuthClientEntity {
  /** The public client_id. */
  @column.primaryText() id!: string;

  @column.text() name!: string;
  @column.jsonb() redirectUris!: string[];
  @column.boolean() isConfidential!: boolean;

  /** Sandbox clients (and their data) expire 7 days after creation unless published. */
  @column.boolean({ default: true }) isSandbox!: boolean;

  /** argon2id hash of the secret; the plain secret is shown once. Null for public clients. */
  @column.text({ nullable: true }) secretHash!: string | null;

  /** The API scopes (`envelopes:read`, ...) the app may be granted: all it gets by client credentials. */
  @column.jsonb() scopes!: string[];

  @column.uuid() ownerUserId!: string;
  @column.uuid() organizationId!: string;
  @column.createdAt() createdAt!: Date;
  @column.timestamptz({ nullable: true }) publishedAt!: Date | null;
  @column.timestamptz({ nullable: true }) expiresAt!: Date | null;
}
