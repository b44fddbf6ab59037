import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { withTransaction } from '@rubrica/database';
import { MembershipsService } from '../../../memberships/memberships.service.js';
import { userIdsSchema } from '../../../roles/roles.schemas.js';
import { TeamMemberEntity } from '../../team-member.entity.js';
import { presentTeam, TeamsStore, TEAM_PREVIEW_SIZE } from '../../teams.store.js';

/** POST adds the listed members to the team; PUT makes them its only members. Non-members are a 422. */
@Injectable()
export class SetTeamUsersUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
    private readonly memberships: MembershipsService,
  ) {}

  async execute(organizationId: string, teamId: string, body: unknown, mode: 'add' | 'replace') {
    const { users } = parseInput(userIdsSchema, body);
    const team = await this.teams.findTeam(organizationId, teamId);
    await withTransaction(this.dataSource, async (manager) => {
      const userIds = await this.memberships.requireMembers(manager, organizationId, users);
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
