import { Injectable } from '@nestjs/common';
import { PlanTeamMembersLimit } from '../../plan-team-members-limit.js';

/** GET /teams/limits: what the plan allows teams, for the teams pages (`members`: null for no cap). */
@Injectable()
export class GetTeamLimitsUseCase {
  constructor(private readonly membersLimit: PlanTeamMembersLimit) {}

  async execute(organizationId: string): Promise<{ members: number | null }> {
    return { members: await this.membersLimit.of(organizationId) };
  }
}
