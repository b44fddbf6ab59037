import { Injectable } from '@nestjs/common';
import { envelopesError } from '../common/envelopes.errors.js';
import { RpcClient } from '@rubrica/messaging';
import { callRpc, MaySendReason } from '@rubrica/proto';

export const QuotaError = {
  // Section 8: "Insufficient credits: 'no credits available'".
  noCredits: () => envelopesError('envelope.no_credits', 'no credits available'),
  // Section 8: "Sending limit reached for the plan cycle: message to wait for renewal or upgrade".
  planCycleLimit: () =>
    envelopesError(
      'envelope.plan_cycle_limit',
      'The sending limit of your plan for this cycle has been reached: wait for the renewal or upgrade your plan.',
    ),
};

/** "Sending requires credits" (section 5): billing answers, and records one credit per envelope. */
@Injectable()
export class BillingQuotaClient {
  constructor(private readonly rpc: RpcClient) {}

  async assertMaySend(organizationId: string, envelopeId: string): Promise<void> {
    const answer = await callRpc(this.rpc, 'billing.may_send.v1', { organizationId, envelopeId });
    if (answer.allowed) return;
    throw answer.reason === MaySendReason.PLAN_CYCLE_LIMIT
      ? QuotaError.planCycleLimit()
      : QuotaError.noCredits();
  }

  /** Idempotent per envelope: a retried send consumes nothing more. */
  async consume(organizationId: string, envelopeId: string): Promise<void> {
    await callRpc(this.rpc, 'billing.consume_envelope_credit.v1', {
      organizationId,
      envelopeId,
      idempotencyKey: `envelope-send.${envelopeId}`,
    });
  }
}
