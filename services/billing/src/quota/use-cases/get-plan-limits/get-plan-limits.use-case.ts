import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RpcResponseInit } from '@rubrica/proto';
import { organizationPlan } from '../../organization-plan.js';
import { decodeQuotaRequest } from '../../decode-quota-request.util.js';

/** The organization's plan and its limits; identity caps members with `users` and teams with `team_members`. */
@Injectable()
export class GetPlanLimitsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(payload: unknown): Promise<RpcResponseInit<'billing.plan_limits.v1'>> {
    const { organizationId } = decodeQuotaRequest('billing.plan_limits.v1', payload);
    const { plan } = await organizationPlan(this.dataSource.manager, organizationId);
    return {
      plan: { id: plan.id, name: plan.name },
      limits: [
        { limitation: 'users', quantity: BigInt(plan.usersLimit) },
        { limitation: 'storage_bytes', quantity: BigInt(plan.storageBytes) },
        { limitation: 'envelopes', quantity: BigInt(plan.envelopesPerCycle) },
        // Identity caps the people of one team with it (Advanced: 15); absent when the plan sets none.
        ...(plan.teamMembersLimit === null
          ? []
          : [{ limitation: 'team_members', quantity: BigInt(plan.teamMembersLimit) }]),
      ],
      features: plan.features,
    };
  }
}
