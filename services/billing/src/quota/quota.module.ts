import { Module } from '@nestjs/common';
import { QuotaRpcController } from './quota.rpc-controller.js';
import { ConsumeEnvelopeCreditUseCase } from './use-cases/consume-envelope-credit/consume-envelope-credit.use-case.js';
import { GetPlanLimitsUseCase } from './use-cases/get-plan-limits/get-plan-limits.use-case.js';
import { MaySendUseCase } from './use-cases/may-send/may-send.use-case.js';

/**
 * `billing.may_send.v1`, `billing.consume_envelope_credit.v1` and `billing.plan_limits.v1`
 * (answered once `connectBillingRpcServer` runs).
 */
@Module({
  controllers: [QuotaRpcController],
  providers: [MaySendUseCase, ConsumeEnvelopeCreditUseCase, GetPlanLimitsUseCase],
})
export class QuotaModule {}
