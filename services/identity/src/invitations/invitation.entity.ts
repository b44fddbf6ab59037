import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

/** An invitation to join an organization, addressed to one e-mail; its link token is stored hashed. */
@Entity('invitations')
export class InvitationEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;

  /** Lower-cased. Only the account with this e-mail may accept. */
  @column.text() email!: string;

  @column.uuid() roleId!: string;
  @column.jsonb({ default: [] }) teamIds!: string[];

  /** SHA-256 of the token in the invitation link. */
  @column.text() tokenHash!: string;

  @column.uuid() invitedByUserId!: string;
  @column.createdAt() createdAt!: Date;
  @column.timestamptz() lastSentAt!: Date;
  @column.timestamptz() expiresAt!: Date;
  @column.timestamptz({ nullable: true }) acceptedAt!: Date | null;
  @column.uuid({ nullable: true }) acceptedByUserId!: string | null;
}
