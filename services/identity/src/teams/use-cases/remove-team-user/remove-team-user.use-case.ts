import { isUuid } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TeamMemberEntity } from '../../team-member.entity.js';
import { TeamError } from '../../teams.exception.js';
import { TeamsStore } from '../../teams.store.js';

@Injectable()
export class RemoveTeamUserUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
  ) {}

  async execute(organizationId: string, teamId: string, userId: string): Promise<void> {
    const team = await this.teams.findTeam(organizationId, teamId);
    const result = isUuid(userId)
      ? await this.dataSource.manager.delete(TeamMemberEntity, { teamId: team.id, userId })
      : null;
    if (!result?.affected) throw TeamError.userNotInTeam();
  }
}
