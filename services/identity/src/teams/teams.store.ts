import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { findOrganizationRow } from '../common/find-organization-row.util.js';
import type { IdentityConfig } from '../identity.config.js';
import { InjectIdentityConfig } from '../identity-config.module.js';
import { userGroupsStore, type UserGroupPreview } from '../users/user-groups.store.js';
import { TeamMemberEntity } from './team-member.entity.js';
import { TeamEntity } from './team.entity.js';
import { TeamError } from './teams.exception.js';

/** Team cards show up to 4 avatars plus '+N' (spec §9). */
export const TEAM_PREVIEW_SIZE = 4;

@Injectable()
export class TeamsStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectIdentityConfig() private readonly config: IdentityConfig,
  ) {}

  /** A team of the organization; another organization's team is a 404 like a missing one. */
  findTeam(
    organizationId: string,
    teamId: string,
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean } = {},
  ): Promise<TeamEntity> {
    return findOrganizationRow(
      manager,
      TeamEntity,
      { organizationId, id: teamId },
      TeamError.notFound,
      options,
    );
  }

  /** The ids of the team's users. */
  async memberIds(teamId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.findBy(TeamMemberEntity, { teamId });
    return rows.map((row) => row.userId);
  }

  /** Up to `limit` users of each team (by name) and how many each has. */
  usersOf(teamIds: string[], limit: number): Promise<Map<string, UserGroupPreview>> {
    return userGroupsStore.previews(this.dataSource, 'team', teamIds, limit, this.config.PUBLIC_URL);
  }

  /** The users of a team, searched by name or e-mail, a page at a time. */
  listUsers(teamId: string, query: { q?: string; page: number }) {
    return userGroupsStore.page(this.dataSource, 'team', teamId, query, this.config.PUBLIC_URL);
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
