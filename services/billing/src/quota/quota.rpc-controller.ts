import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import {
  consumeEnvelopeCredit,
  maySend,
  planLimits,
  type ConsumeEnvelopeCreditResponse,
  type MaySendResponse,
  type PlanLimitsResponse,
} from './quota.contracts.js';
import { ConsumeEnvelopeCreditUseCase } from './use-cases/consume-envelope-credit/consume-envelope-credit.use-case.js';
import { GetPlanLimitsUseCase } from './use-cases/get-plan-limits/get-plan-limits.use-case.js';
import { MaySendUseCase } from './use-cases/may-send/may-send.use-case.js';

@Controller()
export class QuotaRpcController {
  constructor(
    private readonly maySendUseCase: MaySendUseCase,
    private readonly consumeUseCase: ConsumeEnvelopeCreditUseCase,
    private readonly planLimitsUseCase: GetPlanLimitsUseCase,
  ) {}

  @RpcHandler(maySend)
  maySend(@Payload() payload: unknown): Promise<MaySendResponse> {
    return this.maySendUseCase.execute(payload);
  }

  @RpcHandler(consumeEnvelopeCredit)
  consumeEnvelopeCredit(@Payload() payload: unknown): Promise<ConsumeEnvelopeCreditResponse> {
    return this.consumeUseCase.execute(payload);
  }

  @RpcHandler(planLimits)
  planLimits(@Payload() payload: unknown): Promise<PlanLimitsResponse> {
    return this.planLimitsUseCase.execute(payload);
  }
}
