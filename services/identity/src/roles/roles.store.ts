import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrganizationUserGroupStore } from '../users/organization-user-group.store.js';
import { RoleEntity } from './role.entity.js';
import { RoleError } from './roles.exception.js';

/** Role-card previews show up to 6 avatars (spec §9). */
export const ROLE_PREVIEW_SIZE = 6;

@Injectable()
export class RolesStore extends OrganizationUserGroupStore<RoleEntity> {
  protected readonly kind = 'role';
  protected readonly entity = RoleEntity;
  protected readonly notFound = RoleError.notFound;

  /** A role of the organization; another organization's role is a 404 like a missing one. */
  findRole(organizationId: string, roleId: string, manager?: EntityManager): Promise<RoleEntity> {
    return this.findGroup(organizationId, roleId, manager);
  }
}
