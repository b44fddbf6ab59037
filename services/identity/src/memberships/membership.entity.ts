import { column } from '@rubrica/database';
import { Entity, JoinColumn, ManyToOne } from 'typeorm';
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

  @ManyToOne(() => UserEntity)
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @ManyToOne(() => OrganizationEntity)
  @JoinColumn({ name: 'organization_id' })
  organization?: OrganizationEntity;

  @ManyToOne(() => RoleEntity)
  @JoinColumn({ name: 'role_id' })
  role?: RoleEntity;
}
