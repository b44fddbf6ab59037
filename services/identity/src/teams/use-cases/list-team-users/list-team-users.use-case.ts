import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { TeamsService } from '../../teams.service.js';

@Injectable()
export class ListTeamUsersUseCase {
  constructor(private readonly teams: TeamsService) {}

  async execute(organizationId: string, teamId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const team = await this.teams.findTeam(organizationId, teamId);
    return this.teams.listUsers(team.id, { q, page });
  }
}
