import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The six palette colours of an organization's theme (spec: organization themes). */
export interface OrganizationTheme {
  avatar_background_color: string;
  avatar_text_color: string;
  navbar_background_color: string;
  navbar_text_color: string;
  button_background_color: string;
  button_text_color: string;
}

@Entity('organizations')
export class OrganizationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** Blob key of the logo; null means the default logo (which counts as no logo). */
  @Column('text', { name: 'logo_key', nullable: true })
  logoKey!: string | null;

  /** Null means the default theme (black background, white text). */
  @Column('jsonb', { nullable: true })
  theme!: OrganizationTheme | null;

  @Column('boolean', { name: 'is_personal', default: false })
  isPersonal!: boolean;

  @Column('uuid', { name: 'created_by_user_id' })
  createdByUserId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Deleted organizations keep their row (envelopes elsewhere still name them) but are gone for everyone. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;
}
