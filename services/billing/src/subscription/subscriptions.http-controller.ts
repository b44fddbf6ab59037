import { Controller, Get, Param, Post, Put } from '@nestjs/common';
import { GatewayCaller, RequirePermission, type OrganizationCaller } from '@rubrica/service-kit';
import { billingError } from '../billing-domain.error.js';
import { changePlanBodySchema } from './subscription.schemas.js';
import { PaymentBody } from './payment-body.decorator.js';
import type { PaymentRequest, PlanPaymentRequest } from './payment-starter.js';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case.js';
import { StartPaymentUseCase } from './use-cases/start-payment/start-payment.use-case.js';

/**
 * `GET /subscriptions`, `GET /subscriptions/{id}`, `PUT subscriptions/{id}/change-plan` and
 * `POST plans/{id}/subscriptions` (§7). One subscription per organization, keyed by its id: the
 * list holds the caller's organization's, and another id is unknown (404).
 */
@Controller()
@RequirePermission('manage_billing')
export class SubscriptionsHttpController {
  constructor(
    private readonly getSubscription: GetSubscriptionUseCase,
    private readonly payments: StartPaymentUseCase,
  ) {}

  @Get('subscriptions')
  async list(@GatewayCaller() caller: OrganizationCaller) {
    const subscription = await this.getSubscription.execute(caller.organizationId);
    return { data: subscription.id ? [subscription] : [] };
  }

  @Get('subscriptions/:id')
  async detail(@GatewayCaller() caller: OrganizationCaller, @Param('id') id: string) {
    const subscription = await this.getSubscription.execute(caller.organizationId);
    if (id !== caller.organizationId || !subscription.id) throw billingError('subscription.not_found');
    return subscription;
  }

  @Put('subscriptions/:id/change-plan')
  changePlan(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @PaymentBody(changePlanBodySchema) { plan, ...input }: PlanPaymentRequest,
  ) {
    return this.payments.changePlan(caller, id, plan, input);
  }

  /** Signing a plan (§8: 412 opens the payment-in-progress modal); the answer has checkout_url. */
  @Post('plans/:id/subscriptions')
  sign(
    @GatewayCaller() caller: OrganizationCaller,
    @Param('id') id: string,
    @PaymentBody() input: PaymentRequest,
  ) {
    return this.payments.subscribe(caller, id, input);
  }
}
