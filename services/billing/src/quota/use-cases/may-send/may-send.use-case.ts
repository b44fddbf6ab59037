import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MaySendReason, type RpcResponseInit } from '@rubrica/proto';
import { envelopeCreditsStore } from '../../envelope-credits.store.js';
import { consumedInCycle, organizationPlan } from '../../organization-plan.js';
import { decodeQuotaRequest } from '../../decode-quota-request.util.js';

/**
 * May the organization send one more envelope now? A read: nothing is reserved. An envelope that
 * already consumed its credit may be sent again (a resend).
 */
@Injectable()
export class MaySendUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(payload: unknown): Promise<RpcResponseInit<'billing.may_send.v1'>> {
    const { organizationId, envelopeId } = decodeQuotaRequest('billing.may_send.v1', payload);
    const manager = this.dataSource.manager;
    const { plan, subscribed, cycleStartedAt } = await organizationPlan(manager, organizationId);
    const consumed = await consumedInCycle(manager, organizationId, cycleStartedAt);
    const available = plan.envelopesPerCycle;
    const quota = { available, consumed };
    // A negative quota is the custom (Corporate) plan's: no limit (proto `PlanLimit`).
    if (available < 0 || consumed < available) return { allowed: true, reason: MaySendReason.OK, ...quota };
    if (envelopeId && (await envelopeCreditsStore.hasConsumed(manager, organizationId, envelopeId))) {
      return { allowed: true, reason: MaySendReason.OK, ...quota };
    }
    return {
      allowed: false,
      // The free plan has credits to run out of; a subscribed plan waits for its next cycle.
      reason: subscribed ? MaySendReason.PLAN_CYCLE_LIMIT : MaySendReason.NO_CREDITS,
      ...quota,
    };
  }
}
