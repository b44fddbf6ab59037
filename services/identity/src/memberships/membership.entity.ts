import { column } from '@rubrica/database';
import { Entity } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { RoleEntity } from '../roles/role.entity.js';
import { UserEntity } from '../users/user.entity.js';

/** A user's place in an organization: one role, and possibly ownership (which grants everything). */
@Entity('memberships')
export class MembershipEntity {
  @column.primaryUuid() id!: string;
  @column.uuid() organizationId!: string;
  @column.uuid() userId!: string;
  @column.uuid() roleId!: string;
  @column.boolean({ default: false }) isOwner!: boolean;
  @column.createdAt() joinedAt!: Date;

  @column.manyToOne(() => UserEntity) user?: UserEntity;
  @column.manyToOne(() => OrganizationEntity) organization?: OrganizationEntity;
  @column.manyToOne(() => RoleEntity) role?: RoleEntity;
}
