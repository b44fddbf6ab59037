import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Permission flags of the spec (workspace-and-personal §6). */
export const PERMISSION_FLAGS = [
  'send_envelopes',
  'attach_organizations',
  'edit_organization',
  'manage_teams',
  'manage_users',
  'manage_billing',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Record<PermissionFlag, boolean>;

@Entity('roles')
export class RoleEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'organization_id' })
  organizationId!: string;

  @Column('text')
  name!: string;

  /** The role new members get ('Usuário', shown as 'Usuário padrão'); users of a removed role move here. */
  @Column('boolean', { name: 'is_default', default: false })
  isDefault!: boolean;

  /** Protected roles answer 403 'This function cannot be removed'. */
  @Column('boolean', { name: 'is_protected', default: false })
  isProtected!: boolean;

  @Column('jsonb')
  permissions!: Permissions;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
