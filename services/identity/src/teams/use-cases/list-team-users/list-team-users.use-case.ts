import { parseInput } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { listQuerySchema } from '../../../common/common.schemas.js';
import { TeamsStore } from '../../teams.store.js';

@Injectable()
export class ListTeamUsersUseCase {
  constructor(private readonly teams: TeamsStore) {}

  async execute(organizationId: string, teamId: string, query: unknown) {
    return this.teams.listUsers(organizationId, teamId, parseInput(listQuerySchema, query));
  }
}
