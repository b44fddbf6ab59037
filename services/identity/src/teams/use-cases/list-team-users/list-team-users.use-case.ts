import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { TeamsStore } from '../../teams.store.js';

@Injectable()
export class ListTeamUsersUseCase {
  constructor(private readonly teams: TeamsStore) {}

  async execute(organizationId: string, teamId: string, query: unknown) {
    const { q, page } = parseInput(listQuerySchema, query);
    const team = await this.teams.findTeam(organizationId, teamId);
    return this.teams.listUsers(team.id, { q, page });
  }
}
