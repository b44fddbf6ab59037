import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { TeamMemberEntity } from '../../team-member.entity.js';
import { PlanTeamMembersLimit } from '../../plan-team-members-limit.js';
import { TeamError } from '../../teams.exception.js';
import { presentTeam, TeamsStore, TEAM_PREVIEW_SIZE } from '../../teams.store.js';

/**
 * POST adds the listed members to the team; PUT makes them its only members. Non-members are a
 * 422, and so is a team that would pass the plan's cap on the people of a team.
 */
@Injectable()
export class SetTeamUsersUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
    private readonly memberships: MembershipsService,
    private readonly membersLimit: PlanTeamMembersLimit,
  ) {}

  async execute(organizationId: string, teamId: string, users: string[], mode: 'add' | 'replace') {
    const team = await this.teams.findTeam(organizationId, teamId);
    const limit = await this.membersLimit.of(organizationId);
    await withTransaction(this.dataSource, async (manager) => {
      // Two additions at once cannot both pass the cap.
      await this.teams.findTeam(organizationId, team.id, manager, { lock: true });
      const userIds = await this.memberships.requireMembers(manager, organizationId, users);
      if (limit !== null) {
        const kept = mode === 'replace' ? [] : await this.teams.memberIds(team.id, manager);
        const total = new Set([...kept, ...userIds]).size;
        if (total > limit) throw TeamError.membersLimitReached(limit, userIds.length);
      }
      if (mode === 'replace') {
        await manager.delete(TeamMemberEntity, {
          teamId: team.id,
          ...(userIds.length ? { userId: Not(In(userIds)) } : {}),
        });
      }
      if (userIds.length) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(TeamMemberEntity)
          .values(userIds.map((userId) => ({ teamId: team.id, userId })))
          .orIgnore()
          .execute();
      }
    });
    const holders = await this.teams.usersOf([team.id], TEAM_PREVIEW_SIZE);
    return presentTeam(team, holders.get(team.id));
  }
}
