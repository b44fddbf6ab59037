import { Injectable } from '@nestjs/common';
import { presentTeam, TeamsStore } from '../../teams.store.js';

/** The team edit page: the team with its users (up to 500; the users list pages beyond). */
const TEAM_PAGE_USERS = 500;

@Injectable()
export class GetTeamUseCase {
  constructor(private readonly teams: TeamsStore) {}

  async execute(organizationId: string, teamId: string) {
    const team = await this.teams.findTeam(organizationId, teamId);
    const users = await this.teams.usersOf([team.id], TEAM_PAGE_USERS);
    return presentTeam(team, users.get(team.id));
  }
}
