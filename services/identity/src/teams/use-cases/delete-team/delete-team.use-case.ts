import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TeamEntity } from '../../team.entity.js';
import { TeamsStore } from '../../teams.store.js';

/** Its member rows go with it (ON DELETE CASCADE); the users stay in the organization. */
@Injectable()
export class DeleteTeamUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly teams: TeamsStore,
  ) {}

  async execute(organizationId: string, teamId: string): Promise<void> {
    const team = await this.teams.findTeam(organizationId, teamId);
    await this.dataSource.manager.delete(TeamEntity, { id: team.id });
  }
}
