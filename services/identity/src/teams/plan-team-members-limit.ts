import { Injectable } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { PlanLimitsReader } from '@rubrica/proto';
import { planLimitOf } from '../invitations/plan-users-limit.js';

/**
 * How many people one team may hold on the organization's plan (organization-and-commercial §9:
 * "Advanced plan: teams up to 15 people"; billing's `team_members` limit). Null when the plan
 * sets none (a custom plan, or billing not saying).
 */
@Injectable()
export class PlanTeamMembersLimit {
  private readonly reader: PlanLimitsReader;

  constructor(rpc: RpcClient) {
    this.reader = new PlanLimitsReader(rpc);
  }

  async of(organizationId: string): Promise<number | null> {
    const limit = await planLimitOf(this.reader, organizationId, 'team_members');
    return limit === undefined || !Number.isFinite(limit) ? null : limit;
  }
}
