import type { PermissionFlags } from '@rubrica/proto';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

// The spec's permission flags (workspace-and-personal §6) are the proto `Permissions` fields.
export { PERMISSION_FLAGS, type PermissionFlag } from '@rubrica/proto';
export type Permissions = PermissionFlags;

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
