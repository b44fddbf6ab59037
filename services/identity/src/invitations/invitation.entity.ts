import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An invitation to join an organization, addressed to one e-mail; its link token is stored hashed. */
@Entity('invitations')
export class InvitationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  /** Lower-cased. Only the account with this e-mail may accept. */
  @Column('text')
  email!: string;

  @Column('uuid', { name: 'role_id' })
  roleId!: string;

  @Column('jsonb', { name: 'team_ids', default: () => `'[]'::jsonb` })
  teamIds!: string[];

  /** SHA-256 of the token in the invitation link. */
  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @Column('uuid', { name: 'invited_by_user_id' })
  invitedByUserId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_sent_at' })
  lastSentAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'accepted_at', nullable: true })
  acceptedAt!: Date | null;

  @Column('uuid', { name: 'accepted_by_user_id', nullable: true })
  acceptedByUserId!: string | null;
}
