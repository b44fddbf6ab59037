import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../../../billing.config.js';
import { InjectBillingConfig } from '../../../billing-config.module.js';
import { billingError } from '../../../billing-domain.error.js';
import { organizationPlan } from '../../../quota/organization-plan.js';
import { catalogueEntry, checkoutOptions, productPlans } from '../../plan-catalogue.js';
import type { ProductPlansResponse } from '../../plans.schemas.js';

/**
 * The checkout wizard's plans (§2 `/account/billing/subscription/{planId}/{organizationId}`):
 * every interval of the chosen plan's product, for the organization the gateway verified. Another
 * organization's id is unknown here (404), whatever the caller holds there.
 */
@Injectable()
export class GetProductPlansUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBillingConfig() private readonly config: BillingConfig,
  ) {}

  async execute(
    caller: OrganizationCaller,
    planId: string,
    organizationId: string,
  ): Promise<ProductPlansResponse> {
    if (organizationId !== caller.organizationId) throw billingError('plan.not_found');
    const manager = this.dataSource.manager;
    const plan = await catalogueEntry(manager, planId);
    if (!plan) throw billingError('plan.not_found');
    const current = await organizationPlan(manager, organizationId);
    return {
      plan,
      plans: await productPlans(manager, plan.product),
      organization: { id: organizationId, current_plan_id: current.plan.id },
      checkout: checkoutOptions(this.config),
    };
  }
}
