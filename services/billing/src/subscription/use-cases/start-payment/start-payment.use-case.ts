import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { billingError } from '../../../billing-domain.error.js';
import { FREE_PLAN_ID, organizationPlan } from '../../../quota/organization-plan.js';
import { PaymentStarter, type PaymentRequest } from '../../payment-starter.js';
import type { PaymentStartedResponse } from '../../subscription.schemas.js';
import { subscriptionStore, type SubscriptionRecord } from '../../subscription.store.js';

/**
 * The ways a payment starts (organization and commercial areas §4, §7): signing a plan
 * (`PUT /subscription/subscribe`, `POST plans/{id}/subscriptions`), changing it
 * (`PUT subscriptions/{id}/change-plan`), reactivating a cancelled one, and paying the open
 * subscription's plan or its renewal (`POST /subscription/invoices[/renew]`). Each opens one
 * invoice; the subscription moves only when the provider reports the payment.
 */
@Injectable()
export class StartPaymentUseCase {
  constructor(
    private readonly starter: PaymentStarter,
    private readonly dataSource: DataSource,
  ) {}

  /** Signing a plan: awaiting payment from now (an active subscription changes plan instead). */
  subscribe(
    caller: OrganizationCaller,
    planId: string,
    input: PaymentRequest,
  ): Promise<PaymentStartedResponse> {
    return this.starter.start(
      caller.organizationId,
      {
        kind: 'subscribe',
        planId,
        prepare: async (manager, subscription) => {
          if (subscription?.state === 'recurring') {
            if (subscription.planId === planId) throw billingError('subscription.same_plan');
            return;
          }
          // A cancelled plan keeps its credits until paid again; otherwise the row awaits payment.
          if (subscription?.state !== 'cancelled')
            await subscriptionStore.awaitPayment(manager, caller.organizationId, planId, undefined);
        },
      },
      input,
    );
  }

  /** §4: only an active subscription changes plan; 412 while a payment is in progress. */
  changePlan(
    caller: OrganizationCaller,
    subscriptionId: string,
    planId: string,
    input: PaymentRequest,
  ): Promise<PaymentStartedResponse> {
    if (subscriptionId !== caller.organizationId) throw billingError('subscription.not_found');
    return this.starter.start(
      caller.organizationId,
      {
        kind: 'change',
        planId,
        prepare: async (_manager, subscription) => {
          if (!subscription) throw billingError('subscription.not_found');
          if (subscription.state !== 'recurring') throw billingError('subscription.not_active');
          if (subscription.planId === planId) throw billingError('subscription.same_plan');
        },
      },
      input,
    );
  }

  /** §4 "Reactivate is offered when cancelled and not free": the cancelled plan, paid again. */
  async reactivate(caller: OrganizationCaller, input: PaymentRequest): Promise<PaymentStartedResponse> {
    const subscription = await this.current(caller);
    if (subscription?.state !== 'cancelled' || subscription.planId === FREE_PLAN_ID)
      throw billingError('subscription.not_reactivatable');
    return this.starter.start(
      caller.organizationId,
      {
        kind: 'reactivate',
        planId: subscription.planId,
        prepare: async (_manager, locked) => {
          if (locked?.state !== 'cancelled') throw billingError('subscription.not_reactivatable');
        },
      },
      input,
    );
  }

  /** The Pay button (§4 uninitialized): an invoice for the plan awaiting its first payment. */
  async payOpenSubscription(
    caller: OrganizationCaller,
    input: PaymentRequest,
  ): Promise<PaymentStartedResponse> {
    const subscription = await this.current(caller);
    if (!subscription) throw billingError('subscription.not_found');
    if (subscription.state === 'cancelled') return this.reactivate(caller, input);
    if (subscription.state === 'recurring') return this.renew(caller, input);
    return this.subscribe(caller, subscription.planId, input);
  }

  /** Pays the next cycle now (after a refused renewal, or ahead of time). */
  async renew(caller: OrganizationCaller, input: PaymentRequest): Promise<PaymentStartedResponse> {
    const subscription = await this.current(caller);
    if (!subscription || subscription.state === 'cancelled') throw billingError('subscription.not_active');
    if (subscription.state !== 'recurring')
      return this.starter.start(
        caller.organizationId,
        { kind: 'subscribe', planId: subscription.planId },
        input,
      );
    const { cycleEndsAt } = await organizationPlan(this.dataSource.manager, caller.organizationId);
    return this.starter.start(
      caller.organizationId,
      { kind: 'renewal', planId: subscription.planId, cycleStartedAt: cycleEndsAt },
      input,
    );
  }

  private current(caller: OrganizationCaller): Promise<SubscriptionRecord | undefined> {
    return subscriptionStore.find(this.dataSource.manager, caller.organizationId);
  }
}
