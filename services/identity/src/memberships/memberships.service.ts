import { isUuid } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { AppError, addFieldError, type FieldErrors } from '@rubrica/errors';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { RoleEntity } from '../roles/role.entity.js';
import { TeamEntity } from '../teams/team.entity.js';
import { TeamMemberEntity } from '../teams/team-member.entity.js';
import { MembershipEntity } from './membership.entity.js';
import { appendMembershipChanged } from './membership-events.js';
import { MembershipError } from './memberships.exception.js';

export interface AddMemberInput {
  organizationId: string;
  userId: string;
  /** A role of the organization; its default role when absent. */
  roleId?: string;
  isOwner?: boolean;
}

/** A membership with its role and organization loaded. */
export type LoadedMembership = MembershipEntity & { role: RoleEntity; organization: OrganizationEntity };

/**
 * Who belongs to which organization. Every change writes `membership.changed` in the same
 * transaction, so caches elsewhere (the gateway's principal cache) drop the entry.
 */
@Injectable()
export class MembershipsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Makes `userId` a member (inside the caller's transaction). Adding someone who already
   * belongs changes nothing and returns the existing membership.
   */
  async addMember(manager: EntityManager, input: AddMemberInput): Promise<MembershipEntity> {
    const existing = await manager.findOneBy(MembershipEntity, {
      organizationId: input.organizationId,
      userId: input.userId,
    });
    if (existing) return existing;
    const role = input.roleId
      ? await manager.findOneBy(RoleEntity, { id: input.roleId, organizationId: input.organizationId })
      : await this.defaultRole(manager, input.organizationId);
    if (!role) throw MembershipError.roleOutsideOrganization();
    const membership = manager.create(MembershipEntity, {
      id: randomUUID(),
      organizationId: input.organizationId,
      userId: input.userId,
      roleId: role.id,
      isOwner: input.isOwner ?? false,
    });
    await manager.insert(MembershipEntity, membership);
    await appendMembershipChanged(manager, 'added', {
      userId: membership.userId,
      organizationId: membership.organizationId,
      isOwner: membership.isOwner,
      role,
    });
    return membership;
  }

  async defaultRole(manager: EntityManager, organizationId: string): Promise<RoleEntity> {
    return manager.findOneByOrFail(RoleEntity, { organizationId, isDefault: true });
  }

  /** The membership in a live (not deleted) organization, or null. */
  async findMembership(
    userId: string,
    organizationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LoadedMembership | null> {
    if (!isUuid(userId) || !isUuid(organizationId)) return null;
    const membership = await manager.findOne(MembershipEntity, {
      where: { userId, organizationId, organization: { deletedAt: IsNull() } },
      relations: { role: true, organization: true },
    });
    return (membership as LoadedMembership | null) ?? null;
  }

  /**
   * For routes that take the organization from the path: someone outside it gets the same 404
   * as for an organization that does not exist.
   */
  async requireMembership(
    userId: string,
    organizationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LoadedMembership> {
    const membership = await this.findMembership(userId, organizationId, manager);
    if (!membership) throw MembershipError.organizationNotFound();
    return membership;
  }

  /** The ids among `userIds` that belong to the organization. */
  async memberIds(manager: EntityManager, organizationId: string, userIds: string[]): Promise<Set<string>> {
    const valid = userIds.filter(isUuid);
    if (!valid.length) return new Set();
    const rows = await manager.find(MembershipEntity, {
      select: { userId: true },
      where: { organizationId, userId: In(valid) },
    });
    return new Set(rows.map((row) => row.userId));
  }

  /**
   * The listed ids, deduplicated, when every one belongs to the organization; otherwise the
   * spec's 422 naming each bad entry (`users.2`).
   */
  async requireMembers(manager: EntityManager, organizationId: string, userIds: string[]): Promise<string[]> {
    const members = await this.memberIds(manager, organizationId, userIds);
    const errors: FieldErrors = {};
    userIds.forEach((id, index) => {
      if (!members.has(id)) addFieldError(errors, `users.${index}`, 'membership.user_invalid', { index });
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return [...new Set(userIds)];
  }

  async changeRole(manager: EntityManager, membership: MembershipEntity, role: RoleEntity): Promise<void> {
    if (membership.roleId === role.id) return;
    await manager.update(MembershipEntity, { id: membership.id }, { roleId: role.id });
    membership.roleId = role.id;
    await appendMembershipChanged(manager, 'updated', { ...membership, role });
  }

  async setOwner(manager: EntityManager, membership: MembershipEntity, isOwner: boolean): Promise<void> {
    if (membership.isOwner === isOwner) return;
    await manager.update(MembershipEntity, { id: membership.id }, { isOwner });
    membership.isOwner = isOwner;
    const role = await manager.findOneByOrFail(RoleEntity, { id: membership.roleId });
    await appendMembershipChanged(manager, 'updated', { ...membership, role });
  }

  /** Removes the membership and the user's places in the organization's teams. */
  async removeMember(manager: EntityManager, membership: MembershipEntity): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(TeamMemberEntity)
      .where('user_id = :userId', { userId: membership.userId })
      .andWhere(
        `team_id IN (${manager
          .createQueryBuilder()
          .subQuery()
          .select('t.id')
          .from(TeamEntity, 't')
          .where('t.organization_id = :organizationId')
          .getQuery()})`,
        { organizationId: membership.organizationId },
      )
      .execute();
    await manager.delete(MembershipEntity, { id: membership.id });
    await appendMembershipChanged(manager, 'removed', membership);
  }
}
