import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@rubrica/messaging';
import { encodeRpcResponse, rpcContract, type RpcResponseJson } from '@rubrica/proto';
import { ConsumeEnvelopeCreditUseCase } from './use-cases/consume-envelope-credit/consume-envelope-credit.use-case.js';
import { GetPlanLimitsUseCase } from './use-cases/get-plan-limits/get-plan-limits.use-case.js';
import { MaySendUseCase } from './use-cases/may-send/may-send.use-case.js';

const MAY_SEND = 'billing.may_send.v1';
const CONSUME_ENVELOPE_CREDIT = 'billing.consume_envelope_credit.v1';
const PLAN_LIMITS = 'billing.plan_limits.v1';

/** Billing's request-reply operations (proto `rubrica.billing.v1.BillingQuotaService`). */
@Controller()
export class QuotaRpcController {
  constructor(
    private readonly maySendUseCase: MaySendUseCase,
    private readonly consumeUseCase: ConsumeEnvelopeCreditUseCase,
    private readonly planLimitsUseCase: GetPlanLimitsUseCase,
  ) {}

  @RpcHandler(rpcContract(MAY_SEND))
  async maySend(@Payload() payload: unknown): Promise<RpcResponseJson<typeof MAY_SEND>> {
    return encodeRpcResponse(MAY_SEND, await this.maySendUseCase.execute(payload));
  }

  @RpcHandler(rpcContract(CONSUME_ENVELOPE_CREDIT))
  async consumeEnvelopeCredit(
    @Payload() payload: unknown,
  ): Promise<RpcResponseJson<typeof CONSUME_ENVELOPE_CREDIT>> {
    return encodeRpcResponse(CONSUME_ENVELOPE_CREDIT, await this.consumeUseCase.execute(payload));
  }

  @RpcHandler(rpcContract(PLAN_LIMITS))
  async planLimits(@Payload() payload: unknown): Promise<RpcResponseJson<typeof PLAN_LIMITS>> {
    return encodeRpcResponse(PLAN_LIMITS, await this.planLimitsUseCase.execute(payload));
  }
}
