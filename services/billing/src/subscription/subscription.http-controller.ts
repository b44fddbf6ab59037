import { Controller, Get } from '@nestjs/common';
import { GatewayCaller, RequireOrganization, type OrganizationCaller } from '@rubrica/service-kit';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case.js';

/**
 * The subscription of the organization the gateway verified (organization and commercial areas
 * §7 "GET /subscription"). Any member may read it: the sidebar and the envelope wizard show the
 * remaining signatures to everyone (workspace §layout, envelopes §2).
 */
@Controller('subscription')
@RequireOrganization()
export class SubscriptionHttpController {
  constructor(private readonly getSubscription: GetSubscriptionUseCase) {}

  @Get()
  get(@GatewayCaller() caller: OrganizationCaller) {
    return this.getSubscription.execute(caller.organizationId);
  }
}
