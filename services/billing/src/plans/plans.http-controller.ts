import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  GatewayCaller,
  parseInput,
  RequireOrganization,
  RequirePermission,
  type OrganizationCaller,
} from '@rubrica/service-kit';
import { planListQuerySchema } from './plans.schemas.js';
import { GetProductPlansUseCase } from './use-cases/get-product-plans/get-product-plans.use-case.js';
import { ListPlansUseCase } from './use-cases/list-plans/list-plans.use-case.js';

/**
 * The plan catalogue (organization and commercial areas §7 "GET /plans" and "Get product plans by
 * planId and organizationId", whose path the spec does not show: ours is
 * `plans/{id}/organizations/{organizationId}`). Any member reads the catalogue; the checkout's
 * product plans are for those who may pay (owner or manage_billing, §6).
 */
@Controller('plans')
@RequireOrganization()
export class PlansHttpController {
  constructor(
    private readonly listPlans: ListPlansUseCase,
    private readonly getProductPlans: GetProductPlansUseCase,
  ) {}

  @Get()
  list(@Query() query: unknown) {
    return this.listPlans.execute(parseInput(planListQuerySchema, query, 'query').interval);
  }

  @Get(':id/organizations/:organizationId')
  @RequirePermission('manage_billing')
  products(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @Param('organizationId') organizationId: string,
  ) {
    return this.getProductPlans.execute(caller, id, organizationId);
  }
}
