import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrganizationUserGroupStore } from '../users/organization-user-group.store.js';
import type { UserGroupPreview } from '../users/user-groups.store.js';
import { TeamMemberEntity } from './team-member.entity.js';
import { TeamEntity } from './team.entity.js';
import { TeamError } from './teams.exception.js';

/** Team cards show up to 4 avatars plus '+N' (spec §9). */
export const TEAM_PREVIEW_SIZE = 4;

@Injectable()
export class TeamsStore extends OrganizationUserGroupStore<TeamEntity> {
  protected readonly kind = 'team';
  protected readonly entity = TeamEntity;
  protected readonly notFound = TeamError.notFound;

  /** A team of the organization; another organization's team is a 404 like a missing one. */
  findTeam(
    organizationId: string,
    teamId: string,
    manager?: EntityManager,
    options?: { lock?: boolean },
  ): Promise<TeamEntity> {
    return this.findGroup(organizationId, teamId, manager, options);
  }

  /** The ids of the team's users. */
  async memberIds(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.findBy(TeamMemberEntity, { teamId });
    return rows.map((row) => row.userId);
  }
}

export function presentTeam(team: TeamEntity, users?: UserGroupPreview) {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    created_at: team.createdAt.toISOString(),
    ...(users ? { users: users.preview, amount_users: users.amount } : {}),
  };
}
