import { appendOutboxEvent } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { timestampNow } from '@rubrica/proto';
import { MembershipsService } from '../memberships/memberships.service.js';
import { DEFAULT_ROLE_NAME, defaultRolePermissions } from '../roles/default-role.js';
import { RoleEntity } from '../roles/role.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { OrganizationEntity } from './organization.entity.js';

const CREATED = 'rubrica.identity.organization.created';

export interface CreateOrganizationInput {
  name: string;
  ownerUserId: string;
  isPersonal?: boolean;
}

/** Creating organizations, shared by the HTTP route and by sign-up (the personal workspace). */
@Injectable()
export class OrganizationsService {
  constructor(private readonly memberships: MembershipsService) {}

  /**
   * Inside the caller's transaction: the organization, its default role 'Usuário' (protected,
   * send_envelopes only) and its creator as owner, plus the `organization.created` and
   * `membership.changed` events.
   */
  async createOrganization(
    manager: EntityManager,
    input: CreateOrganizationInput,
  ): Promise<OrganizationEntity> {
    const organization = manager.create(OrganizationEntity, {
      id: randomUUID(),
      name: input.name,
      logoKey: null,
      theme: null,
      isPersonal: input.isPersonal ?? false,
      createdByUserId: input.ownerUserId,
      deletedAt: null,
    });
    await manager.insert(OrganizationEntity, organization);
    const role = manager.create(RoleEntity, {
      id: randomUUID(),
      organizationId: organization.id,
      name: DEFAULT_ROLE_NAME,
      isDefault: true,
      isProtected: true,
      permissions: defaultRolePermissions(),
    });
    await manager.insert(RoleEntity, role);
    await this.memberships.addMember(manager, {
      organizationId: organization.id,
      userId: input.ownerUserId,
      roleId: role.id,
      isOwner: true,
    });
    await appendOutboxEvent(manager, CREATED, {
      organization: { id: organization.id, name: organization.name, isPersonal: organization.isPersonal },
      occurredAt: timestampNow(),
      ownerUserId: input.ownerUserId,
    });
    return manager.findOneByOrFail(OrganizationEntity, { id: organization.id });
  }

  /**
   * The personal workspace made with every account (call it in the sign-up transaction, after
   * inserting the user): named after the user, the user as owner, and remembered on the user row.
   */
  async createPersonalWorkspace(
    manager: EntityManager,
    user: Pick<UserEntity, 'id' | 'name'>,
  ): Promise<OrganizationEntity> {
    const organization = await this.createOrganization(manager, {
      name: user.name.slice(0, 50),
      ownerUserId: user.id,
      isPersonal: true,
    });
    await manager.update(UserEntity, { id: user.id }, { personalOrganizationId: organization.id });
    return organization;
  }
}
