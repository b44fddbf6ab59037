import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlanLimitsResponse } from '../../quota.contracts.js';
import { organizationPlan } from '../../organization-plan.js';
import { decodeQuotaRequest } from '../../decode-quota-request.util.js';

/** The organization's plan and its limits; identity caps members with `users`. */
@Injectable()
export class GetPlanLimitsUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(payload: unknown): Promise<PlanLimitsResponse> {
    const { organizationId } = decodeQuotaRequest('billing.plan_limits.v1', payload);
    const { plan } = await organizationPlan(this.dataSource.manager, organizationId);
    return {
      plan: { id: plan.id, name: plan.name },
      limits: [
        { limitation: 'users', quantity: plan.usersLimit },
        { limitation: 'storage_bytes', quantity: plan.storageBytes },
        { limitation: 'envelopes', quantity: plan.envelopesPerCycle },
      ],
      features: plan.features,
    };
  }
}
