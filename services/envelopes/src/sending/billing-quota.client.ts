import { Injectable } from '@nestjs/common';
import { AppError, ErrorStatus } from '@rubrica/errors';
import { defineRpc, RpcClient } from '@rubrica/messaging';

// Billing's contracts as they travel (proto3 JSON, proto field names); see proto/rubrica/billing/v1/quota.proto.
interface MaySendRequest {
  organization_id: string;
  envelope_id?: string;
}
interface MaySendResponse {
  allowed: boolean;
  reason: 'MAY_SEND_REASON_OK' | 'MAY_SEND_REASON_NO_CREDITS' | 'MAY_SEND_REASON_PLAN_CYCLE_LIMIT' | string;
  available: number;
  consumed: number;
}
interface ConsumeRequest {
  organization_id: string;
  envelope_id: string;
  idempotency_key: string;
}
interface ConsumeResponse {
  available: number;
  consumed: number;
  already_consumed: boolean;
}

const maySend = defineRpc<MaySendRequest, MaySendResponse>('billing.may_send.v1');
const consumeEnvelopeCredit = defineRpc<ConsumeRequest, ConsumeResponse>(
  'billing.consume_envelope_credit.v1',
);

export const QuotaError = {
  // Section 8: "Insufficient credits: 'no credits available'".
  noCredits: () => new AppError('envelope.no_credits', ErrorStatus.PaymentRequired, 'no credits available'),
  // Section 8: "Sending limit reached for the plan cycle: message to wait for renewal or upgrade".
  planCycleLimit: () =>
    new AppError(
      'envelope.plan_cycle_limit',
      ErrorStatus.PaymentRequired,
      'The sending limit of your plan for this cycle has been reached: wait for the renewal or upgrade your plan.',
    ),
};

/** "Sending requires credits" (section 5): billing answers, and records one credit per envelope. */
@Injectable()
export class BillingQuotaClient {
  constructor(private readonly rpc: RpcClient) {}

  async assertMaySend(organizationId: string, envelopeId: string): Promise<void> {
    const answer = await this.rpc.request(maySend, {
      organization_id: organizationId,
      envelope_id: envelopeId,
    });
    if (answer.allowed) return;
    throw answer.reason === 'MAY_SEND_REASON_PLAN_CYCLE_LIMIT'
      ? QuotaError.planCycleLimit()
      : QuotaError.noCredits();
  }

  /** Idempotent per envelope: a retried send consumes nothing more. */
  async consume(organizationId: string, envelopeId: string): Promise<void> {
    await this.rpc.request(consumeEnvelopeCredit, {
      organization_id: organizationId,
      envelope_id: envelopeId,
      idempotency_key: `envelope-send.${envelopeId}`,
    });
  }
}
