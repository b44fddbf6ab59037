import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TeamEntity } from '../../team.entity.js';
import { teamNameSchema } from '../../teams.schemas.js';
import { presentTeam, TeamsStore, TEAM_PREVIEW_SIZE } from '../../teams.store.js';

@Injectable()
export class RenameTeamUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
  ) {}

  async execute(organizationId: string, teamId: string, body: unknown) {
    const { name } = parseInput(teamNameSchema, body);
    const team = await this.teams.findTeam(organizationId, teamId);
    await this.dataSource.manager.update(TeamEntity, { id: team.id }, { name });
    const users = await this.teams.usersOf([team.id], TEAM_PREVIEW_SIZE);
    return presentTeam({ ...team, name }, users.get(team.id));
  }
}
