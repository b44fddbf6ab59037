import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

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
  @column.primaryUuid() id!: string;
  @column.text() name!: string;

  /** Blob key of the logo; null means the default logo (which counts as no logo). */
  @column.text({ nullable: true }) logoKey!: string | null;

  /** Null means the default theme (black background, white text). */
  @column.jsonb({ nullable: true }) theme!: OrganizationTheme | null;

  @column.boolean({ default: false }) isPersonal!: boolean;
  @column.uuid() createdByUserId!: string;
  @column.createdAt() createdAt!: Date;
  @column.updatedAt() updatedAt!: Date;

  /** Deleted organizations keep their row (envelopes elsewhere still name them) but are gone for everyone. */
  @column.timestamptz({ nullable: true }) deletedAt!: Date | null;
}
