import type { PermissionFlags } from '@rubrica/proto';
import { column } from '@rubrica/database';
import { Entity } from 'typeorm';

// The spec's permission flags (workspace-and-personal §6) are the proto `Permissions` fields.
export { PERMISSION_FLAGS, type PermissionFlag } from '@rubrica/proto';
export type Permissions = PermissionFlags;

@Entity('roles')
export class RoleEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;
  @column.text() name!: string;

  /** The role new members get ('Usuário', shown as 'Usuário padrão'); users of a removed role move here. */
  @column.boolean({ default: false }) isDefault!: boolean;

  /** Protected roles answer 403 'This function cannot be removed'. */
  @column.boolean({ default: false }) isProtected!: boolean;

  @column.jsonb() permissions!: Permissions;
  @column.createdAt() createdAt!: Date;
}
