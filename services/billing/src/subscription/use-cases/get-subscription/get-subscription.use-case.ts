import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { consumedInCycle, FREE_PLAN_ID, organizationPlan } from '../../../quota/organization-plan.js';
import { planIntervalName } from '../../plan-interval-name.util.js';
import type { SubscriptionResponse } from '../../subscription.schemas.js';

/** The organization's plan and what is left of its envelope quota in the current cycle. */
@Injectable()
export class GetSubscriptionUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(organizationId: string): Promise<SubscriptionResponse> {
    const manager = this.dataSource.manager;
    const { plan, subscribed, cycleStartedAt, cycleEndsAt } = await organizationPlan(manager, organizationId);
    const consumed = await consumedInCycle(manager, organizationId, cycleStartedAt);
    const available = plan.envelopesPerCycle;
    return {
      // One subscription per organization: its key is the organization's id.
      id: subscribed ? organizationId : null,
      state: 'recurring',
      next_recurrence_at: cycleEndsAt.toISOString(),
      plan: {
        id: plan.id,
        name: plan.name,
        interval: plan.cycleMonths,
        interval_name: planIntervalName(plan.cycleMonths),
        is_free: plan.id === FREE_PLAN_ID,
        features: plan.features.map((feature) => ({ feature })),
      },
      features: plan.features,
      quota: {
        envelopes: {
          available,
          consumed,
          // A plan changed mid-cycle to a smaller one may leave more consumed than available.
          remaining: Math.max(0, available - consumed),
          cycle_started_at: cycleStartedAt.toISOString(),
          cycle_ends_at: cycleEndsAt.toISOString(),
        },
      },
    };
  }
}
