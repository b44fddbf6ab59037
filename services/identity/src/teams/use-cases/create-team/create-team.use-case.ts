import { parseInput } from '@rubrica/service-kit';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TeamEntity } from '../../team.entity.js';
import { teamNameSchema } from '../../teams.schemas.js';
import { presentTeam } from '../../teams.store.js';

@Injectable()
export class CreateTeamUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(organizationId: string, body: unknown) {
    const { name } = parseInput(teamNameSchema, body);
    const id = randomUUID();
    await this.dataSource.manager.insert(TeamEntity, { id, organizationId, name, description: null });
    const team = await this.dataSource.manager.findOneByOrFail(TeamEntity, { id });
    return presentTeam(team, { preview: [], amount: 0 });
  }
}
